import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, readWishlist, resetLast } from '@storefront/event-bus';
import { defaultCriteria, parseHash } from '@storefront/criteria';
import { renderWithProviders, testContext } from '../../test/render';
import type { OfferView } from '../../api/types';
import { OfferCard } from './offer-card';
import { cardStay, offerLink, priceMode, promoThreshold } from './card-rules';

const offer = (over: Partial<OfferView> = {}): OfferView => ({
  id: 12,
  kind: 'stay',
  label: 'Escapade spa à Annecy',
  hotel: { id: 3, label: 'Hôtel du Lac', stars: 4, uri: '/hotel/3', locationLabel: 'Annecy', latitude: 45.9, longitude: 6.1, reviewCount: 120, reviewAverage: 8.66 },
  images: [
    { url: '/img/1.jpg', alt: 'Lac' },
    { url: '/img/2.jpg', alt: 'Spa' },
  ],
  sellPrice: 25900,
  refPrice: 30000,
  promo: 14,
  priceType: 'final-price',
  availableRooms: 2,
  lastMinute: false,
  expiration: null,
  marketingLabels: [],
  headwords: ['Dîner inclus'],
  cancellation: { cancellable: true, message: 'Annulation gratuite', deadline: '2024-06-01' },
  autoDiscount: { code: 'X', value: 10 },
  uri: '/sejour/12',
  participants: 2,
  adults: 2,
  nights: 1,
  checkin: '2024-06-02',
  distance: null,
  targetedLabel: null,
  ...over,
});

describe('card rules', () => {
  it('uses the 10 % promo threshold for stays and 5 % for activities', () => {
    expect(promoThreshold('stay')).toBe(10);
    // an activity's promo shows from 5 %, in the activity-only results and in the offer list alike: the API sends
    // it from 5 % (issue #27: the list used to hide 5-9 % promos the API sent)
    expect(promoThreshold('activity')).toBe(5);
  });
  it('prices activities per person and multi-night hotel-only stays per night', () => {
    expect(priceMode({ kind: 'activity', nights: null })).toBe('perPerson');
    expect(priceMode({ kind: 'hotelOnly', nights: 3 })).toBe('perNight');
    expect(priceMode({ kind: 'stay', nights: 3 })).toBe('total');
  });
  it('links stays with the dates and travellers of the search in booking', () => {
    const c = parseHash('#a=3&c=1&checkin=2099-06-01&checkout=2099-06-03', { now: new Date(2099, 0, 1) });
    expect(offerLink({ uri: '/sejour/12', kind: 'stay' }, 'booking', c)).toBe('/sejour/12#a=3&c=1&b=0&checkin=2099-06-01&checkout=2099-06-03&night=2');
    expect(offerLink({ uri: '/sejour/12?flow=gifting', kind: 'gift' }, 'gifting', c)).toBe('/sejour/12?flow=gifting');
    expect(offerLink({ uri: 'javascript:alert(1)', kind: 'stay' }, 'booking', c)).toBe('#');
  });
});

describe('flexible dates on a card', () => {
  // a weekend search: the card's own cheapest weekend stay (Friday 11 December 2026, 2 nights)
  const weekend = { ...defaultCriteria(), a: 2, weekend: '2026-12' };
  const flexible = offer({ checkin: '2026-12-11', nights: 2, sellPrice: 28900 });
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('links the card to the offer page with its own dates', () => {
    expect(offerLink(flexible, 'booking', weekend)).toBe('/sejour/12#a=2&c=0&b=0&checkin=2026-12-11&checkout=2026-12-13&night=2');
    expect(cardStay(flexible, weekend)).toEqual({ checkin: '2026-12-11', checkout: '2026-12-13', nights: 2 });
    // exact dates: the search's dates, not the card's
    expect(cardStay(flexible, defaultCriteria())).toBeNull();
  });

  it("shows the cheapest matching dates, nights and price ('ven. 11 – dim. 13 déc. · 2 nuits · 289 €')", () => {
    renderWithProviders(<OfferCard offer={flexible} flow="booking" criteria={weekend} />);
    expect(plain(screen.getByTestId('card-stay').textContent!)).toBe('ven. 11 – dim. 13 déc. · 2 nuits · 289 €');
    expect(screen.getByRole('link', { name: 'Escapade spa à Annecy' }).getAttribute('href')).toContain('checkin=2026-12-11&checkout=2026-12-13&night=2');
  });

  it('shows no stay line with exact dates', () => {
    renderWithProviders(<OfferCard offer={flexible} flow="booking" criteria={defaultCriteria()} />);
    expect(screen.queryByTestId('card-stay')).toBeNull();
  });

  it('says it in the four languages', () => {
    for (const [locale, text] of [
      ['es_ES', 'vie 11 – dom 13 dic · 2 noches · 289 €'],
      ['nl_NL', 'vr 11 – zo 13 dec · 2 nachten · € 289'],
      ['it_IT', 'ven 11 – dom 13 dic · 2 notti · 289 €'],
    ] as const) {
      const { unmount } = renderWithProviders(<OfferCard offer={flexible} flow="booking" criteria={weekend} />, { context: testContext({ locale }) });
      expect([locale, plain(screen.getByTestId('card-stay').textContent!)]).toEqual([locale, text]);
      unmount();
    }
  });
});

describe('OfferCard', () => {
  afterEach(() => resetLast());
  beforeEach(() => window.localStorage.clear());

  it('shows label, hotel, review score with a decimal comma, promo, the auto-discount badge and rooms left with dates', () => {
    const criteria = { ...defaultCriteria(), checkin: '2099-06-02', checkout: '2099-06-03' };
    renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={criteria} />);
    const card = screen.getByRole('article', { name: 'Escapade spa à Annecy' });
    expect(within(card).getByRole('link', { name: 'Escapade spa à Annecy' })).toHaveAttribute('href', expect.stringContaining('/sejour/12#'));
    expect(card).toHaveTextContent('Hôtel du Lac');
    expect(card).toHaveTextContent('8,7');
    expect(card).toHaveTextContent('-14%');
    expect(card).toHaveTextContent('Promo : 10 % de réduction en plus');
    expect(card).toHaveTextContent('2');
  });

  it('shows the first stress message; hovering or focusing the card reveals the secondary one, Escape hides it', async () => {
    const user = userEvent.setup();
    const criteria = { ...defaultCriteria(), checkin: '2099-06-02', checkout: '2099-06-03' };
    renderWithProviders(<OfferCard offer={offer({ lastMinute: true, marketingLabels: ['Nouveau'] })} flow="booking" criteria={criteria} />);
    const card = screen.getByRole('article');
    const visible = () => [...card.querySelectorAll('.sf-ui-stress__badge--active')].map((b) => b.textContent);
    expect(visible()).toEqual(['Dernière minute']);
    await user.hover(card);
    expect(visible()).toEqual(['Dernière minute', 'Plus que 2 chambres']);
    await user.unhover(card);
    expect(visible()).toEqual(['Dernière minute']);
    await user.tab();
    expect(card).toContainElement(document.activeElement as HTMLElement);
    expect(visible()).toEqual(['Dernière minute', 'Plus que 2 chambres']);
    await user.keyboard('{Escape}');
    expect(visible()).toEqual(['Dernière minute']);
  });

  it('hides promos under 10 % and shows New without reviews', () => {
    renderWithProviders(<OfferCard offer={offer({ promo: 8, hotel: { ...offer().hotel, reviewAverage: null, reviewCount: 0 } })} flow="booking" criteria={defaultCriteria()} />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('-8%');
    expect(card).toHaveTextContent(/Nouveau|New/);
  });

  it('announces wishlist changes on the bus', () => {
    const events: unknown[] = [];
    const off = on('wishlist', (d) => events.push(d));
    renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={defaultCriteria()} />);
    fireEvent.click(screen.getByRole('button', { name: /Ajouter Escapade spa à Annecy à ma liste d’envies/ }));
    expect(events).toEqual([{ action: 'add', item: expect.objectContaining({ id: '12', kind: 'stay' }) }]);
    expect(screen.getByText('Escapade spa à Annecy a été ajouté à votre liste d’envies')).toBeInTheDocument();
    off();
  });

  it('keeps the heart in the one wishlist store: a card rendered again (a reload) shows it on, and removes it', () => {
    const first = renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={defaultCriteria()} />);
    fireEvent.click(screen.getByRole('button', { name: /Ajouter Escapade spa à Annecy à ma liste d’envies/ }));
    first.unmount();
    expect(readWishlist().stays.map((i) => i.id)).toEqual(['12']);
    renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={defaultCriteria()} />);
    const heart = screen.getByRole('button', { name: /Retirer Escapade spa à Annecy de ma liste d’envies/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(readWishlist().stays).toEqual([]);
    // an activity with the same id is another list's entry
    renderWithProviders(<OfferCard offer={offer({ kind: 'activity', uri: '/activite/12' })} flow="activity" criteria={defaultCriteria('activity')} />);
    expect(screen.getAllByRole('button', { name: /Ajouter Escapade spa à Annecy/ })).toHaveLength(2);
  });

  it('a stay wished on searched dates keeps them (the price-drop alert watches it on them); without dates none', () => {
    const dated = { ...defaultCriteria(), checkin: '2027-03-12', checkout: '2027-03-14' };
    const first = renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={dated} />);
    fireEvent.click(screen.getByRole('button', { name: /Ajouter Escapade spa à Annecy à ma liste d’envies/ }));
    first.unmount();
    expect(readWishlist().stays[0]).toMatchObject({ id: '12', checkin: '2027-03-12', checkout: '2027-03-14' });
    renderWithProviders(<OfferCard offer={offer({ id: 13 })} flow="booking" criteria={defaultCriteria()} />);
    fireEvent.click(screen.getByRole('button', { name: /Ajouter Escapade spa à Annecy à ma liste d’envies/ }));
    expect(readWishlist().stays[0]!.id).toBe('13');
    expect(readWishlist().stays[0]).not.toHaveProperty('checkin');
  });

  it('sends select_item analytics when an activity card is opened', () => {
    const events: unknown[] = [];
    const off = on('analytics', (d) => events.push(d));
    renderWithProviders(<OfferCard offer={offer({ kind: 'activity', uri: '/activite/5' })} flow="activity" criteria={defaultCriteria('activity')} index={4} />);
    const link = screen.getByRole('link', { name: 'Escapade spa à Annecy' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(events).toEqual([{ event: 'select_item', payload: expect.objectContaining({ items: [expect.objectContaining({ item_id: '12', index: 4 })] }) }]);
    off();
  });

  it('cycles through up to 4 images', () => {
    renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={defaultCriteria()} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Lac');
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Spa');
  });

  it('opens the cancellation conditions with the deadline as success', async () => {
    renderWithProviders(<OfferCard offer={offer()} flow="booking" criteria={defaultCriteria()} />);
    fireEvent.click(screen.getByRole('button', { name: "Conditions d'annulation" }));
    const dialog = await screen.findByRole('dialog', { name: "Conditions d'annulation" });
    expect(dialog).toHaveTextContent("Annulation possible jusqu'au 1 juin 2024");
  });

  it('renders markup in API text as text', () => {
    renderWithProviders(<OfferCard offer={offer({ label: '<img src=x onerror=alert(1)>' })} flow="booking" criteria={defaultCriteria()} />);
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
