import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Button, Skeleton, Spinner, galleryLayout, galleryPreview, imageUrl } from '../index';
import { renderIn } from '../test-utils';

describe('Button, Spinner, Alert, Skeleton', () => {
  it('a loading button is busy and disabled', () => {
    renderIn(<Button loading>Réserver</Button>);
    const button = screen.getByRole('button', { name: 'Réserver' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
  it('the spinner announces loading in the site language', () => {
    renderIn(<Spinner />, 'it_IT');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento…');
  });
  it('errors are assertive alerts, other variants polite statuses, with a close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderIn(
      <>
        <Alert variant="error">Oups, une erreur s’est produite</Alert>
        <Alert variant="success" onClose={onClose}>
          Merci
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Oups, une erreur s’est produite');
    expect(screen.getByRole('status')).toHaveTextContent('Merci');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });
  it('skeletons are hidden from assistive technology', () => {
    renderIn(<Skeleton shape="text" lines={3} />);
    expect(screen.getByTestId('sf-ui-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('gallery helpers', () => {
  it('1 to 3 images show a single image, 4 or more a grid', () => {
    expect(galleryLayout(0)).toBe('none');
    expect(galleryLayout(3)).toBe('single');
    expect(galleryLayout(4)).toBe('grid');
    expect(galleryPreview([1, 2, 3], 'hotel')).toEqual([1]);
    expect(galleryPreview([1, 2, 3, 4, 5, 6], 'hotel')).toEqual([1, 2, 3, 4]);
    expect(galleryPreview([1, 2, 3, 4, 5, 6], 'offer')).toEqual([1, 2, 3, 4, 5]);
  });
  it('picks an image size or the nearest larger one', () => {
    const image = { url: '/o.jpg', sizes: { '120_80': '/s.jpg', '960_540': '/l.jpg' } };
    expect(imageUrl(image, '120_80')).toBe('/s.jpg');
    expect(imageUrl(image, '640_360')).toBe('/l.jpg');
    expect(imageUrl(image, '3840_700')).toBe('/l.jpg');
    expect(imageUrl({ url: '/o.jpg' }, '640_360')).toBe('/o.jpg');
    expect(imageUrl(null, '640_360')).toBe('');
  });
});
