import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import { on, readWishlist } from '@storefront/event-bus';
import * as api from '../../api/product';
import { renderAt } from '../../test/render';
import { detail, quoteFor } from '../../test/fixtures';
import { answerWithFixtures, setFixtureClock } from '../../test/product-api';

jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

setFixtureClock();

beforeEach(() => {
  jest.clearAllMocks();
  answerWithFixtures(mocked);
  // each offer quoted at its own price, with the activity date chosen
  mocked.fetchQuote.mockImplementation(async (_c, offerId, _s, dates) => quoteFor(offerId, offerId === 100018 ? 59950 : 54500, dates[0]?.date));
});

const DATED = '/sejour/100015?flow=booking#checkin=2026-11-20&checkout=2026-11-22&a=2&c=0&b=0';

describe('offer page', () => {
  it("has the wishlist heart of the stay: the search card's store and list", async () => {
    window.localStorage.clear();
    const user = userEvent.setup();
    const { unmount } = renderAt('/sejour/100015');
    await user.click(await screen.findByRole('button', { name: 'Ajouter à mes favoris' }));
    expect(readWishlist().stays).toEqual([expect.objectContaining({ id: '100015', label: 'Escapade romantique', kind: 'stay', uri: '/sejour/100015' })]);
    unmount();
    const { unmount: unmount2 } = renderAt('/sejour/100015');
    const heart = await screen.findByRole('button', { name: 'Retirer de mes favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(readWishlist().stays).toEqual([]);
    unmount2();
    // wished on the chosen dates: they go with the item (the price-drop alert watches them)
    renderAt(DATED);
    await user.click(await screen.findByRole('button', { name: 'Ajouter à mes favoris' }));
    expect(readWishlist().stays[0]).toMatchObject({ id: '100015', checkin: '2026-11-20', checkout: '2026-11-22' });
  });

  it('shows the customer-care block above the offer in customer-care mode only', async () => {
    const { unmount } = renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1, name: 'Escapade romantique' });
    expect(screen.queryByTestId('customer-care-block')).toBeNull();
    unmount();
    renderAt('/sejour/100015', { context: { customerCare: true } });
    const title = await screen.findByRole('heading', { level: 1, name: 'Escapade romantique' });
    const block = screen.getByTestId('customer-care-block');
    expect(block).toHaveTextContent('Mode service client : vous vendez pour le compte d’un client.');
    expect(within(block).getByRole('button', { name: 'Copier le lien pour le client' })).toBeInTheDocument();
    expect(block.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the offer and opens the calendar when booking without dates', async () => {
    const user = userEvent.setup();
    renderAt('/sejour/100015');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escapade romantique' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Castello' })).toHaveAttribute('href', '/hotel/1003');
    expect(screen.getByText('Besoin de flexibilité ? Offrez ce séjour en carte cadeau')).toBeInTheDocument();
    expect(await screen.findByText('Ajoutez vos dates pour connaître les conditions d’annulation.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vos dates' });
    // mf-search's calendar is not loadable here: the date fields take over
    expect(await within(dialog).findByLabelText('Arrivée')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('Book without dates opens the calendar, keeps the offer and continues to checkout once the dates are chosen', async () => {
    mocked.fetchOfferDetail.mockResolvedValue({ ...detail, activities: [] });
    const user = userEvent.setup();
    const navigate = jest.fn();
    const off = on('navigate', navigate);
    renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vos dates' });
    await user.type(await within(dialog).findByLabelText('Arrivée'), '2026-11-20');
    await user.type(within(dialog).getByLabelText('Départ'), '2026-11-22');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ url: '/checkout#checkin=2026-11-20&checkout=2026-11-22&night=2&a=2&c=0&b=0&id=100015&offerId=100015' }, expect.anything()));
    expect(navigate).toHaveBeenCalledTimes(1);
    off();
  });

  it('has a tab for each section it shows, each leading to that section (activities their own; no room tab without a room)', async () => {
    const { unmount } = renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Sections de l’offre' });
    const names = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['Description', 'La chambre', 'L’expérience', 'Les activités', 'Avis', 'L’hôtel', 'Infos pratiques']);
    for (const link of within(nav).getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    unmount();

    mocked.fetchOfferDetail.mockResolvedValue({ ...detail, activities: [], room: null, programLine: [] } as unknown as typeof detail);
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    await screen.findByRole('heading', { level: 1 });
    const gifting = screen.getByRole('navigation', { name: 'Sections de l’offre' });
    expect(within(gifting).getAllByRole('link').map((a) => a.textContent)).toEqual(['Description', 'L’expérience', 'Le cadeau', 'Avis', 'L’hôtel', 'Infos pratiques']);
  });

  it('flags missing activity dates, then starts checkout with the reservation criteria', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const analytics = jest.fn();
    const offs = [on('navigate', navigate), on('analytics', analytics)];
    renderAt(DATED);
    await screen.findByTestId('price-banner');
    expect(screen.getByRole('link', { name: 'Castello' })).toHaveAttribute('href', '/hotel/1003#checkin=2026-11-20&checkout=2026-11-22&night=2&a=2&c=0&b=0');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(await screen.findByText('Veuillez choisir les dates de vos activités.')).toBeInTheDocument();
    const select = screen.getByLabelText('Date de l’activité « Massage en duo »');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, '2026-11-21');
    expect(window.location.hash).toContain('activityDates=2026-11-21');
    await waitFor(() => expect(mocked.fetchQuote).toHaveBeenLastCalledWith(expect.anything(), 100015, expect.anything(), [{ activityId: 501, date: '2026-11-21' }], expect.anything()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réserver' })).not.toHaveAttribute('aria-busy', 'true'));
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(analytics).toHaveBeenCalledWith(expect.objectContaining({ event: 'add_to_cart' }), expect.anything());
    expect(navigate).toHaveBeenCalledWith({ url: '/checkout#checkin=2026-11-20&checkout=2026-11-22&night=2&a=2&c=0&b=0&id=100015&offerId=100015&activityDates=2026-11-21' }, expect.anything());
    offs.forEach((off) => off());
  });

  it('reloads the quote for the chosen cancellation offer and shows its deadline as success', async () => {
    const user = userEvent.setup();
    renderAt(DATED);
    // the option is named in the site's words, not by the API's policy label ('Conditions d’annulation')
    await user.click(await screen.findByRole('radio', { name: /^Modifiable et annulable/ }));
    expect(window.location.hash).toContain('offerId=100018');
    await waitFor(() => expect(mocked.fetchQuote).toHaveBeenLastCalledWith(expect.anything(), 100018, expect.anything(), [], expect.anything()));
    expect(await screen.findByText('Modifiable et annulable jusqu’au 13 novembre 2026')).toBeInTheDocument();
    expect(await screen.findByTestId('price-banner')).toHaveAttribute('data-price-cents', '59950');
  });

  it('resets activity dates when travellers change', async () => {
    const user = userEvent.setup();
    renderAt(`${DATED}&activityDates=2026-11-21`);
    await screen.findByTestId('price-banner');
    const adults = screen.getByRole('group', { name: 'Adultes' });
    await user.click(within(adults).getAllByRole('button')[1]!);
    expect(window.location.hash).toContain('a=3');
    expect(window.location.hash).not.toContain('activityDates');
  });

  it('marks the check-in unavailable on PACKAGE_NOT_AVAILABLE_CHECKIN and blocks checkout', async () => {
    mocked.fetchQuote.mockRejectedValue(new ApiError(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN', 'no'));
    renderAt(DATED);
    expect(await screen.findByText('Cette date d’arrivée n’est plus disponible. Choisissez une autre date.')).toBeInTheDocument();
    expect(screen.getByText('Plus de disponibilités. Modifiez vos critères de séjour pour profiter de nos offres.')).toBeInTheDocument();
  });

  it('goes to an upsell 500 ms after choosing it, with a loading message', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    const off = on('navigate', navigate);
    renderAt(DATED);
    expect(await screen.findByText('+42 € pour 2 nuits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir cette offre' }));
    expect(screen.getByText('Nous mettons à jour votre offre…')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/sejour\/100016\?flow=booking#checkin=2026-11-20/) }, expect.anything()), { timeout: 2000 });
    off();
  });

  it('switches to gifting with two adults and the gift nights', async () => {
    const user = userEvent.setup();
    renderAt('/sejour/100015');
    await user.click(await screen.findByRole('radio', { name: 'Offrir' }));
    expect(window.location.search).toBe('?flow=gifting');
    expect(window.location.hash).toContain('giftAdult=2&giftNights=2');
    expect(await screen.findByRole('button', { name: 'Personnaliser mon cadeau' })).toBeInTheDocument();
    // 'How it works' belongs to the gift set-up (mf-gift), which 'Customise your gift' leads to
    expect(screen.queryByText('Comment ça marche ?')).toBeNull();
  });

  it("shows 'Too late!' for an unpublished offer, with the hotel's other offers", async () => {
    mocked.fetchOfferDetail.mockResolvedValue({ ...detail, published: false });
    renderAt('/sejour/100004');
    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les autres offres de l’hôtel' })).toHaveAttribute('href', '/hotel/1003#hotel=1003');
  });

  it("shows 'Too late!' once the expiration date has passed, though still published; the offer on its last day", async () => {
    // the clock is 10 November 2026; expiration is the last day the offer is sold
    mocked.fetchOfferDetail.mockResolvedValue({ ...detail, published: true, expiration: '2026-11-09' });
    const { unmount } = renderAt('/sejour/100015');
    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les autres offres de l’hôtel' })).toHaveAttribute('href', '/hotel/1003#hotel=1003');
    unmount();
    mocked.fetchOfferDetail.mockResolvedValue({ ...detail, published: true, expiration: '2026-11-10' });
    renderAt('/sejour/100015');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escapade romantique' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trop tard !' })).not.toBeInTheDocument();
  });

  it("desktop gallery: the offer's first 5 pictures and a 'See {count} pictures' button", async () => {
    renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1, name: 'Escapade romantique' });
    expect(screen.getAllByRole('button', { name: /^Photo \d sur 6$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Voir les 6 photos' })).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown or malformed id', async () => {
    mocked.fetchOfferDetail.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'no'));
    renderAt('/sejour/99999999');
    expect(await screen.findByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/sejour/abc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
  });

  it('warns about impossible dates in the link and ignores them', async () => {
    renderAt('/sejour/100015#checkin=2026-02-30&checkout=2026-03-02&a=99');
    expect(await screen.findByText(/Certaines informations du lien ne sont pas valides/)).toBeInTheDocument();
    expect(mocked.fetchQuote).not.toHaveBeenCalled();
  });

  it('records the stay as recently viewed in browser storage and on the bus', async () => {
    window.localStorage.clear();
    const viewed = jest.fn();
    const off = on('recently-viewed', viewed);
    renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1, name: 'Escapade romantique' });
    await waitFor(() => expect(viewed).toHaveBeenCalledWith({ item: expect.objectContaining({ id: '100015', type: 'STAY', label: 'Escapade romantique', hotel: 'Castello', uri: '/sejour/100015' }) }, expect.anything()));
    expect(JSON.parse(window.localStorage.getItem('storefront.recentlyViewed') ?? '[]')).toEqual([expect.objectContaining({ id: '100015', type: 'STAY', price: expect.objectContaining({ sellPrice: 50600 }) })]);
    off();
  });

  it('shows the reviews and hides them when the call fails', async () => {
    renderAt('/sejour/100015');
    expect(await screen.findByRole('heading', { name: 'Avis clients' })).toBeInTheDocument();
  });
});

describe('offer page in Spanish', () => {
  it('translates the booking steps', async () => {
    renderAt('/escapada/100015', { site: 'es_ES' });
    expect(await screen.findByRole('heading', { name: 'Reserva tu escapada' })).toBeInTheDocument();
  });
});

describe('reviews failure', () => {
  it('hides the reviews block', async () => {
    mocked.fetchReviews.mockRejectedValue(new ApiError(500, 'HTTP_500', 'x'));
    renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(mocked.fetchReviews).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Avis clients' })).not.toBeInTheDocument());
  });

  it('hides the Reviews tab with the block (no tab pointing nowhere); the tab shows while they load and once they are there', async () => {
    let fail: (error: unknown) => void = () => undefined;
    mocked.fetchReviews.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Sections de l’offre' });
    expect(within(nav).getByRole('link', { name: 'Avis' })).toBeInTheDocument();
    await waitFor(() => expect(mocked.fetchReviews).toHaveBeenCalledTimes(1));
    act(() => fail(new ApiError(500, 'HTTP_500', 'x')));
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Avis' })).not.toBeInTheDocument());
    expect(document.getElementById('sf-product-reviews')).toBeNull();
    // every remaining tab still leads to its section
    for (const link of within(nav).getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });
});

describe('sticky booking bar', () => {
  let report: (isIntersecting: boolean) => void = () => undefined;
  const original = window.IntersectionObserver;
  beforeEach(() => {
    // the booking panel's visibility, reported by hand to the observers watching it
    const watching = new Set<{ callback: IntersectionObserverCallback; self: IntersectionObserver }>();
    report = (isIntersecting) => act(() => watching.forEach((o) => o.callback([{ isIntersecting } as IntersectionObserverEntry], o.self)));
    window.IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; self: IntersectionObserver };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, self: this as unknown as IntersectionObserver };
      }
      observe(target: Element) {
        if (target.id === 'sf-product-booking') watching.add(this.entry);
      }
      disconnect() {
        watching.delete(this.entry);
      }
    } as unknown as typeof IntersectionObserver;
    window.scrollTo = jest.fn() as typeof window.scrollTo;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  /** The price as a Price shows it (type, amount, unit), e.g. 'dès 253 € par nuit'. */
  const shownPrice = (element: HTMLElement) => element.querySelector('.sf-ui-price__main')?.textContent;

  it('shows price and Book while the booking panel is out of view (the phone starts there), Book brings the panel', async () => {
    const user = userEvent.setup();
    renderAt('/sejour/100015');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('sticky-booking-bar')).not.toBeInTheDocument();
    report(false);
    const bar = await screen.findByRole('region', { name: 'Réservation' });
    // without dates, the price banner's from-price per night (506 € for 2 nights), not the stay's total
    expect(bar).toHaveTextContent(/dès\s*253\s€\s*par nuit/);
    expect(bar).not.toHaveTextContent(/506/);
    expect(shownPrice(bar)).toBe(shownPrice(screen.getByTestId('price-banner')));
    await user.click(within(bar).getByRole('button', { name: 'Réserver' }));
    expect(window.scrollTo).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Réservez votre séjour' })).toHaveFocus();
    report(true);
    expect(screen.queryByTestId('sticky-booking-bar')).not.toBeInTheDocument();
  });

  it('shows the quoted total once the stay is priced', async () => {
    renderAt(DATED);
    await screen.findByTestId('price-banner');
    await waitFor(() => expect(mocked.fetchQuote).toHaveBeenCalled());
    report(false);
    const bar = await screen.findByRole('region', { name: 'Réservation' });
    expect(bar).toHaveTextContent(/545\s€/);
    expect(shownPrice(bar)).toBe(shownPrice(screen.getByTestId('price-banner')));
  });

  it('shows no price while the quote of new criteria loads, as the price banner', async () => {
    let answer: (quote: ReturnType<typeof quoteFor>) => void = () => undefined;
    mocked.fetchQuote.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt(DATED);
    await waitFor(() => expect(mocked.fetchQuote).toHaveBeenCalled());
    report(false);
    const bar = await screen.findByRole('region', { name: 'Réservation' });
    expect(screen.queryByTestId('price-banner')).not.toBeInTheDocument();
    expect(bar.querySelector('.sf-ui-price')).toBeNull();
    act(() => answer(quoteFor(100015, 54500)));
    await waitFor(() => expect(bar).toHaveTextContent(/545\s€/));
  });

  it('in gifting, shows the gift panel’s action and the gift price, and leads to the gift panel', async () => {
    const user = userEvent.setup();
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    expect(await screen.findByTestId('price-banner')).toHaveAttribute('data-price-cents', '56600');
    report(false);
    const bar = await screen.findByRole('region', { name: 'Réservation' });
    expect(bar).toHaveTextContent(/566\s€/);
    expect(bar).not.toHaveTextContent(/506|253/);
    expect(within(bar).queryByRole('button', { name: 'Réserver' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Personnaliser mon cadeau' }));
    expect(screen.getByRole('heading', { name: 'Offrez ce séjour' })).toHaveFocus();
  });
});
