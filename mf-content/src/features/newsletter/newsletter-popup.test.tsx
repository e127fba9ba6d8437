import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import { NewsletterPopup } from './newsletter-popup';
import { ACQUISITION_COOKIE, POPUP_DELAY_MS, shouldSchedulePopup } from './newsletter-rules';
import { subscribeNewsletter } from '../../api/marketing';

jest.mock('../../api/marketing', () => ({ subscribeNewsletter: jest.fn() }));
const subscribe = subscribeNewsletter as jest.MockedFunction<typeof subscribeNewsletter>;

function clearCookie() {
  document.cookie = `${ACQUISITION_COOKIE}=; path=/; max-age=0`;
}

describe('pop-up conditions', () => {
  const base = { internalNavigation: true, pageKind: 'home' as const, hasAcquisitionCookie: false, customerCare: false };
  it('needs an internal navigation onto home, stay, hotel or search, no cookie, no customer care', () => {
    expect(shouldSchedulePopup(base)).toBe(true);
    for (const pageKind of ['product', 'hotel', 'search'] as const) expect(shouldSchedulePopup({ ...base, pageKind })).toBe(true);
    expect(shouldSchedulePopup({ ...base, pageKind: 'contact' })).toBe(false);
    expect(shouldSchedulePopup({ ...base, internalNavigation: false })).toBe(false);
    expect(shouldSchedulePopup({ ...base, hasAcquisitionCookie: true })).toBe(false);
    expect(shouldSchedulePopup({ ...base, customerCare: true })).toBe(false);
  });
});

describe('<NewsletterPopup>', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearCookie();
    subscribe.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('opens 10 s after an internal navigation, closing sets the acquisition cookie', () => {
    renderWithApp(<NewsletterPopup pageKind="home" navigationKey="/" internalNavigation />);
    act(() => jest.advanceTimersByTime(POPUP_DELAY_MS - 100));
    expect(screen.queryByTestId('newsletter-popup')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('newsletter-popup')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /fermer/i }));
    expect(screen.queryByTestId('newsletter-popup')).toBeNull();
    expect(document.cookie).toContain(`${ACQUISITION_COOKIE}=1`);
  });

  it('does not open on the first page loaded or when the cookie exists', () => {
    const { unmount } = renderWithApp(<NewsletterPopup pageKind="home" navigationKey="/" internalNavigation={false} />);
    act(() => jest.advanceTimersByTime(POPUP_DELAY_MS * 2));
    expect(screen.queryByTestId('newsletter-popup')).toBeNull();
    unmount();
    document.cookie = `${ACQUISITION_COOKIE}=1; path=/`;
    renderWithApp(<NewsletterPopup pageKind="search" navigationKey="/recherche" internalNavigation />);
    act(() => jest.advanceTimersByTime(POPUP_DELAY_MS * 2));
    expect(screen.queryByTestId('newsletter-popup')).toBeNull();
  });

  it('a new navigation restarts the delay', () => {
    const { rerender } = renderWithApp(<NewsletterPopup pageKind="home" navigationKey="/" internalNavigation />);
    act(() => jest.advanceTimersByTime(6000));
    rerender(<NewsletterPopup pageKind="hotel" navigationKey="/hotel/1" internalNavigation />);
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByTestId('newsletter-popup')).toBeNull();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('newsletter-popup')).toBeInTheDocument();
  });

  it('validates the email, disables the button while loading and after success, closes about 1.2 s after success', async () => {
    let resolve!: (v: 'subscribed') => void;
    subscribe.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderWithApp(<NewsletterPopup pageKind="home" navigationKey="/" internalNavigation />, testContext('es_ES'));
    act(() => jest.advanceTimersByTime(POPUP_DELAY_MS));
    const input = screen.getByLabelText('Tu dirección de e-mail');
    const button = screen.getByRole('button', { name: 'Suscribirme' });
    fireEvent.change(input, { target: { value: 'ana@' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('El e-mail parece incorrecto');
    fireEvent.click(button);
    expect(subscribe).not.toHaveBeenCalled();
    fireEvent.focus(input);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: 'ana@example.es' } });
    fireEvent.click(button);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ locale: 'es_ES' }), 'ana@example.es', 'popup');
    expect(screen.getByRole('button', { name: /Suscribirme/ })).toBeDisabled();
    await act(async () => resolve('subscribed'));
    expect(screen.getByRole('status')).toHaveTextContent('¡Gracias!');
    expect(screen.getByRole('button', { name: /Suscribirme/ })).toBeDisabled();
    expect(document.cookie).toContain(`${ACQUISITION_COOKIE}=1`);
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.getByTestId('newsletter-popup')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('newsletter-popup')).toBeNull();
  });

  it('a failed call resets the state silently', async () => {
    subscribe.mockRejectedValue(new Error('down'));
    renderWithApp(<NewsletterPopup pageKind="home" navigationKey="/" internalNavigation />);
    act(() => jest.advanceTimersByTime(POPUP_DELAY_MS));
    fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: 'a@example.fr' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    });
    expect(screen.getByRole('button', { name: 'Je m’inscris' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
