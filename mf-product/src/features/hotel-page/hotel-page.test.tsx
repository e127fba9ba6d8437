import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/api-client';
import * as api from '../../api/product';
import type { HotelDetail } from '../../api/types';
import { renderAt } from '../../test/render';
import { detail, reviews } from '../../test/fixtures';

jest.mock('../../api/product', () => ({ ...jest.requireActual('../../api/product'), fetchHotelDetail: jest.fn(), fetchReviews: jest.fn(), fetchHotelThemeOffers: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

const suite = {
  ...detail.room,
  label: 'Suite Vue Mer',
  description: 'Grande suite avec vue.',
  highlightedFacilities: ['Balcon'],
  detailsSection: [{ title: 'Salle de bain', details: ['Baignoire'] }],
  importantInfos: ['Lit bébé sur demande'],
};
const offer = (id: number, label: string, sellPrice: number | null) => ({
  id, label, uri: `/sejour/${id}`, nights: 2, bookable: sellPrice !== null, checkin: null, paxCount: 2, hasSelectedDates: false,
  shortProgramIntroWithoutRoom: 'Petit-déjeuner + Massage',
  price: sellPrice === null ? null : { sellPrice, refPrice: sellPrice, promo: 0, priceType: 'from-price' as const },
});
const hotelDetail = {
  ...detail.hotel,
  breadcrumb: [{ label: 'Accueil', uri: '/' }, { label: 'Ligurie', uri: '/recherche?region=7' }, { label: 'Castello', uri: '/hotel/1003' }],
  rooms: [
    { ...suite, offers: [offer(100015, 'Escapade romantique', 50600), offer(100016, 'Sans prix', null)] },
    { ...suite, id: 2, label: 'Chambre sans offre', offers: [offer(100017, 'Indisponible', null)] },
  ],
  nearbyHotels: [
    { id: 1004, label: 'Villa Vicina', stars: 3, uri: '/hotel/1004', imageUrl: '/img/2.svg', image: detail.images[0], review: { count: 2, average: 8.4 }, distanceKm: 4.2, fromPrice: 19900 },
  ],
} as unknown as HotelDetail;

beforeEach(() => {
  mocked.fetchHotelDetail.mockResolvedValue(hotelDetail);
  mocked.fetchReviews.mockResolvedValue(reviews());
});

describe('hotel page', () => {
  it('shows the customer-care block above the hotel in customer-care mode only', async () => {
    const { unmount } = renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    expect(screen.queryByTestId('customer-care-block')).toBeNull();
    unmount();
    renderAt('/hotel/1003', { context: { customerCare: true } });
    const title = await screen.findByRole('heading', { level: 1, name: 'Castello' });
    const block = screen.getByTestId('customer-care-block');
    expect(within(block).getByRole('button', { name: 'Copier le lien pour le client' })).toBeInTheDocument();
    expect(block.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the hotel, its priced room offers grouped by room and the nearby hotels from one call', async () => {
    renderAt('/hotel/1003');
    expect(await screen.findByRole('heading', { level: 1, name: 'Castello' })).toBeInTheDocument();
    expect(document.title).toBe('Castello | Week-end Stays');
    expect(mocked.fetchHotelDetail).toHaveBeenCalledWith(expect.anything(), 1003, expect.objectContaining({ a: 2, c: 0, b: 0 }), expect.anything());
    const room = screen.getByRole('region', { name: 'Suite Vue Mer' });
    expect(within(room).getByRole('heading', { name: 'Escapade romantique' })).toBeInTheDocument();
    expect(screen.queryByText('Sans prix')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chambre sans offre' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Villa Vicina' })).toHaveAttribute('href', expect.stringContaining('/hotel/1004'));
    expect(screen.getByRole('link', { name: 'Ligurie' })).toBeInTheDocument();
  });

  it("the Hours modal lists the arrival, departure and the schedules of the hotel's activities", async () => {
    const user = userEvent.setup();
    mocked.fetchHotelDetail.mockResolvedValue({ ...hotelDetail, activities: [{ id: 7, title: 'Massage aux pierres chaudes', schedules: [{ from: '10:00', to: '18:00' }] }] });
    renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    await user.click(screen.getByRole('button', { name: /Horaires/ }));
    const dialog = await screen.findByRole('dialog', { name: /Horaires/ });
    expect(within(dialog).getByText('Massage aux pierres chaudes : de 10:00 à 18:00')).toBeInTheDocument();
    expect(within(dialog).getByText(/Arrivée/)).toBeInTheDocument();
  });

  it('opens the room detail with the Room fields and a link to the offer', async () => {
    const user = userEvent.setup();
    renderAt('/hotel/1003');
    const room = await screen.findByRole('region', { name: 'Suite Vue Mer' });
    await user.click(within(room).getByRole('button', { name: 'Voir l’offre' }));
    const dialog = screen.getByRole('dialog', { name: 'Suite Vue Mer' });
    for (const text of ['Grande suite avec vue.', 'Balcon', 'Salle de bain', 'Baignoire', 'Lit bébé sur demande']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText(/30 m²/)).toBeInTheDocument();
    // the detail shows the card's price (from-price per night: 506 € for 2 nights -> 253 € per night)
    const cardPrice = within(within(room).getByRole('heading', { name: 'Escapade romantique' }).closest('li')!).getByText(/253/).textContent;
    expect(within(dialog).getByText(/253/).textContent).toBe(cardPrice);
    expect(within(dialog).getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute('href', expect.stringContaining('/sejour/100015'));
  });

  it('shows the no-availability message when no room offer is bookable at the dates', async () => {
    mocked.fetchHotelDetail.mockResolvedValue({ ...hotelDetail, rooms: [{ ...hotelDetail.rooms[1]! }] });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    renderAt(`/hotel/1003#checkin=${day(10)}&checkout=${day(12)}`);
    expect(await screen.findByText('Désolé, pas de disponibilité à vos dates')).toBeInTheDocument();
  });

  it('hash theme: the offers of the theme come first with its name, and nearby hotel links keep the theme', async () => {
    mocked.fetchHotelDetail.mockResolvedValue({
      ...hotelDetail,
      rooms: [
        { ...suite, id: 1, label: 'Chambre Classique', offers: [offer(100020, 'Escapade gourmande', 30000)] },
        { ...suite, id: 2, label: 'Suite Spa', offers: [offer(100021, 'Pause détente', 41000), offer(100022, 'Nuit romantique', 45000)] },
      ],
    } as unknown as HotelDetail);
    mocked.fetchHotelThemeOffers.mockResolvedValue({ theme: { id: 5, label: 'Romantique' }, offerIds: [100022] });
    renderAt('/hotel/1003#a=2&c=0&b=0&theme=5');
    expect(await screen.findByText('Les offres « Romantique » s’affichent en premier.')).toBeInTheDocument();
    expect(mocked.fetchHotelThemeOffers).toHaveBeenCalledWith(expect.anything(), 1003, 5, expect.objectContaining({ a: 2 }), expect.anything());
    const titles = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(titles).toEqual(['Nuit romantique', 'Pause détente', 'Escapade gourmande']);
    const themed = screen.getByRole('heading', { name: 'Nuit romantique' }).closest('li')!;
    expect(within(themed).getByText('Romantique')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Pause détente' }).closest('li')!).queryByText('Romantique')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Villa Vicina' })).toHaveAttribute('href', expect.stringMatching(/\/hotel\/1004#theme=5$/));
  });

  it('hash theme without any offer of the theme at the hotel: all offers in their order, and it says so', async () => {
    mocked.fetchHotelThemeOffers.mockResolvedValue({ theme: { id: 7, label: 'Ski' }, offerIds: [] });
    renderAt('/hotel/1003#theme=7');
    expect(await screen.findByText('Cet hôtel n’a pas d’offre « Ski » : voici toutes ses offres.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Escapade romantique' })).toBeInTheDocument();
  });

  it('hash theme whose call fails: the offers show as usual', async () => {
    mocked.fetchHotelThemeOffers.mockRejectedValue(new ApiError(500, 'INTERNAL', 'x'));
    renderAt('/hotel/1003#theme=9');
    expect(await screen.findByRole('heading', { name: 'Escapade romantique' })).toBeInTheDocument();
    expect(screen.queryByTestId('theme-note')).not.toBeInTheDocument();
  });

  it.each([
    ['anchor=products', '#anchor=products'],
    ['hotel= this hotel (Too late!)', '#hotel=1003'],
  ])('%s lands on the offers section once they are shown', async (_name, hash) => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt(`/hotel/1003${hash}`);
    await screen.findByRole('heading', { name: 'Escapade romantique' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('another hotel id in the hash does not move the page', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/hotel/1003#hotel=1004');
    await screen.findByRole('heading', { name: 'Escapade romantique' });
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('shows the Reviews link of the navigation with the reviews, and hides both when the reviews call fails', async () => {
    mocked.fetchReviews.mockClear();
    const { unmount } = renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    const nav = screen.getByRole('navigation', { name: 'Sections de la page' });
    expect(within(nav).getByRole('link', { name: 'Avis' })).toHaveAttribute('href', '#sf-product-reviews');
    expect(await screen.findByRole('heading', { name: 'Avis clients' })).toBeInTheDocument();
    // one call for the block and the link
    expect(mocked.fetchReviews).toHaveBeenCalledTimes(1);
    unmount();

    mocked.fetchReviews.mockRejectedValue(new ApiError(500, 'HTTP_500', 'x'));
    renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    const failed = screen.getByRole('navigation', { name: 'Sections de la page' });
    await waitFor(() => expect(within(failed).queryByRole('link', { name: 'Avis' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Avis clients' })).not.toBeInTheDocument();
    expect(within(failed).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#sf-product-about', '#sf-product-offers']);
  });

  it("says when no review is in the site's language and marks the reviews shown with their own language", async () => {
    // it_IT asks for Italian reviews; the API falls back to the French ones
    mocked.fetchReviews.mockResolvedValue(reviews({ locale: 'it_IT', languageFallback: true }));
    renderAt('/hotel/1003', { site: 'it_IT' });
    expect(await screen.findByText('Al momento non ci sono recensioni pubblicate in italiano.')).toBeInTheDocument();
    expect(mocked.fetchReviews).toHaveBeenCalledWith(expect.anything(), 1003, expect.objectContaining({ language: 'it_IT' }), expect.anything());
    expect(screen.getByText('Super')).toHaveAttribute('lang', 'fr-FR');
  });

  it('shows no language notice when the reviews are in the site language', async () => {
    renderAt('/hotel/1003');
    expect(await screen.findByText('Super')).toHaveAttribute('lang', 'fr-FR');
    expect(screen.queryByText(/aucun avis publié/)).not.toBeInTheDocument();
  });

  it('is flagged noindex when the hotel is not active, and only then', async () => {
    const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;
    const { unmount } = renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    expect(robots()).not.toBe('noindex, follow');
    unmount();
    mocked.fetchHotelDetail.mockResolvedValue({ ...hotelDetail, active: false });
    renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
  });

  it('shows the no-offers message (without a dates button) when the hotel has no offer and no dates are chosen', async () => {
    mocked.fetchHotelDetail.mockResolvedValue({ ...hotelDetail, rooms: [] });
    renderAt('/hotel/1003');
    expect(await screen.findByText('Désolé, nous n’avons actuellement aucune offre pour cet hôtel.')).toBeInTheDocument();
    expect(screen.queryByText('Désolé, pas de disponibilité à vos dates')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Changer de dates' })).not.toBeInTheDocument();
  });

  it('no availability: gives the phone and its hours, and its button removes the dates from the hash', async () => {
    const user = userEvent.setup();
    mocked.fetchHotelDetail.mockResolvedValue({ ...hotelDetail, rooms: [] });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    renderAt(`/hotel/1003#checkin=${day(10)}&checkout=${day(12)}&a=3`);
    const message = (await screen.findByText('Désolé, pas de disponibilité à vos dates')).closest('[role="status"]') as HTMLElement;
    expect(message).toHaveTextContent('01 76 36 02 42');
    expect(message).toHaveTextContent('Du lundi au vendredi de 10 h à 21 h, samedi et dimanche de 10 h à 19 h');
    await user.click(within(message).getByRole('button', { name: 'Changer de dates' }));
    expect(window.location.hash).toBe('#a=3&c=0&b=0');
    expect(await screen.findByText('Désolé, nous n’avons actuellement aucune offre pour cet hôtel.')).toBeInTheDocument();
  });

  describe('by screen size', () => {
    const atWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    afterEach(() => atWidth(1024));
    const stayBar = () => screen.getByRole('group', { name: 'Dates / Voyageurs' });

    it('desktop: a sticky About / Offers / Reviews navigation, and the dates and travellers inline', async () => {
      renderAt('/hotel/1003');
      await screen.findByRole('heading', { level: 1, name: 'Castello' });
      const nav = screen.getByRole('navigation', { name: 'Sections de la page' });
      expect(nav).toHaveClass('sf-product-tabs--sticky');
      expect(await within(nav).findByRole('link', { name: 'Avis' })).toBeInTheDocument();
      expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['À propos', 'Offres', 'Avis']);
      for (const link of within(nav).getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
      expect(stayBar()).not.toHaveClass('sf-product-stay-bar--sticky');
    });

    it('mobile: no section navigation, the dates and travellers bar sticks to the bottom of the screen', async () => {
      atWidth(375);
      renderAt('/hotel/1003');
      await screen.findByRole('heading', { level: 1, name: 'Castello' });
      expect(screen.queryByRole('navigation', { name: 'Sections de la page' })).not.toBeInTheDocument();
      expect(stayBar()).toHaveClass('sf-product-stay-bar--sticky');
      expect(within(stayBar()).getByRole('button', { name: /Ajouter des dates/ })).toBeInTheDocument();
      expect(within(stayBar()).getByRole('button', { name: /2 adultes/ })).toBeInTheDocument();
    });
  });

  it('opens the room offer detail as a centred modal that is a bottom sheet on mobile', async () => {
    const user = userEvent.setup();
    renderAt('/hotel/1003');
    const room = await screen.findByRole('region', { name: 'Suite Vue Mer' });
    await user.click(within(room).getByRole('button', { name: 'Voir l’offre' }));
    const dialog = screen.getByRole('dialog', { name: 'Suite Vue Mer' });
    // the layer centres it; below 600 px the dialog's CSS turns this modal into a bottom drawer
    expect(dialog.parentElement).toHaveClass('sf-ui-dialog--center');
    expect(dialog).toHaveClass('sf-ui-modal--mobile-bottom');
  });

  it('desktop gallery: the first 4 of the hotel’s pictures, and a button opening all of them full screen', async () => {
    const user = userEvent.setup();
    mocked.fetchHotelDetail.mockResolvedValue({ ...hotelDetail, images: detail.images });
    renderAt('/hotel/1003');
    await screen.findByRole('heading', { level: 1, name: 'Castello' });
    expect(screen.getAllByRole('button', { name: /^Photo \d sur 6$/ })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Voir les 6 photos' }));
    expect(await screen.findByRole('dialog', { name: 'Toutes les photos' })).toHaveTextContent('Photo 1 sur 6');
  });

  it('shows the not-found state for an unknown hotel', async () => {
    mocked.fetchHotelDetail.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'x'));
    renderAt('/hotel/999999');
    expect(await screen.findByRole('heading', { name: 'Oups !' })).toBeInTheDocument();
  });
});
