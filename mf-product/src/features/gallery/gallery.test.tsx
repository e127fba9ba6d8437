import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWith } from '../../test/render';
import { detail } from '../../test/fixtures';
import { Gallery } from './gallery';

// six pictures (the hotel page and the offer page show a part of them on desktop)
const images = detail.images;
const previews = () => screen.getAllByRole('button', { name: /^Photo \d sur 6$/ });

describe('gallery (desktop)', () => {
  it.each([
    ['hotel', 4],
    ['offer', 5],
  ] as const)('%s page: shows the first %i pictures and a button to see all of them', (page, count) => {
    renderWith(<Gallery images={images} page={page} label="Castello" />);
    expect(previews()).toHaveLength(count);
    expect(previews()[0]).toHaveAccessibleName('Photo 1 sur 6');
    expect(screen.getByRole('button', { name: 'Voir les 6 photos' })).toBeInTheDocument();
  });

  it("'See {count} pictures' opens the full-screen viewer on the first picture; a preview opens it on its own", async () => {
    const user = userEvent.setup();
    renderWith(<Gallery images={images} page="hotel" label="Castello" />);
    await user.click(screen.getByRole('button', { name: 'Voir les 6 photos' }));
    const viewer = await screen.findByRole('dialog', { name: 'Toutes les photos' });
    expect(viewer).toHaveClass('sf-ui-dialog__panel--full');
    expect(within(viewer).getByText('Photo 1 sur 6')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Photo suivante' }));
    expect(within(viewer).getByText('Photo 2 sur 6')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(previews()[2]!);
    expect(within(await screen.findByRole('dialog', { name: 'Toutes les photos' })).getByText('Photo 3 sur 6')).toBeInTheDocument();
  });
});
