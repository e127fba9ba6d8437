/**
 * A small hand-made catalogue for the search tests: few enough rows that every expected result can be derived
 * from the fixture itself (facet counts, orders, prices), with the real pricing rule (computeQuote mirror of
 * sf_quote) for the offers' from-prices. Used with a migrated, empty `testDatabase()`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { handleError } from '../server/errors';
import { apiValidatorCompiler } from '../server/validation';
import searchRoutes from './routes';
import * as t from '../db/schema';
import { addDays, computeQuote, type AvailabilityArrays } from '../db/pricing';
import { ACCESSIBILITY_FACILITIES } from '@storefront/criteria';

const L = (fr: string, es = fr, nl = fr, it = fr): t.Localized => ({ fr, es, nl, it });
const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export const FIXTURE = {
  country: 1,
  region: 2,
  department: 3,
  besancon: 10,
  paris: 11,
  nice: 12,
  coteDAzur: 20,
  poiEiffel: 30,
  department2: 4,
  region2: 5,
  theme: { romantic: 100, family: 39, gastronomy: 101 },
  activity: { spa: 500, cooking: 501, canoe: 502 },
} as const;

export interface FixtureHotel {
  id: number;
  cityId: number;
  departmentId: number;
  regionId: number;
  lat: number;
  lng: number;
  stars: number;
  type: string;
  environment: string;
  style: string;
  pets: boolean;
  review: number | null;
  facilities: string[];
  places: number[];
}

export const HOTELS: FixtureHotel[] = [
  { id: 1, cityId: 10, departmentId: 3, regionId: 2, lat: 47.2378, lng: 6.0241, stars: 3, type: 'hotel', environment: 'city', style: 'modern', pets: true, review: 8.4, facilities: ['pool', 'spa', 'step_free_access', 'elevator', 'accessible_bathroom'], places: [10, 3, 2, 1] },
  { id: 2, cityId: 10, departmentId: 3, regionId: 2, lat: 47.25, lng: 6.03, stars: 4, type: 'castle', environment: 'countryside', style: 'charm', pets: false, review: 9.2, facilities: ['spa', 'elevator'], places: [10, 3, 2, 1] },
  { id: 3, cityId: 11, departmentId: 4, regionId: 5, lat: 48.8566, lng: 2.3522, stars: 5, type: 'hotel', environment: 'city', style: 'design', pets: false, review: 7.5, facilities: ['pool', 'step_free_access', 'elevator'], places: [11, 30, 4, 5, 1] },
  { id: 4, cityId: 11, departmentId: 4, regionId: 5, lat: 48.86, lng: 2.29, stars: 3, type: 'guesthouse', environment: 'city', style: 'charm', pets: true, review: null, facilities: [], places: [11, 30, 4, 5, 1] },
  { id: 5, cityId: 12, departmentId: 4, regionId: 5, lat: 43.7102, lng: 7.262, stars: 4, type: 'hotel', environment: 'seaside', style: 'modern', pets: false, review: 8.9, facilities: ['pool', 'spa', 'parking', 'step_free_access', 'accessible_parking', 'hearing_loop'], places: [12, 20, 4, 5, 1] },
  // 20 km from Besançon, not in the city: found only by a radius search
  { id: 6, cityId: 10, departmentId: 3, regionId: 2, lat: 47.4, lng: 6.1, stars: 2, type: 'hotel', environment: 'countryside', style: 'modern', pets: false, review: 6.8, facilities: ['parking'], places: [3, 2, 1] },
];

export interface FixtureOffer {
  id: number;
  hotelId: number;
  kind: 'stay' | 'hotel_only';
  base: number;
  ref: number;
  themes: number[];
  activities: number[];
  popularity: number;
  giftPrice: number | null;
  /** days (offsets from today) with no room left */
  closed?: number[];
  /** non-refundable (policy 2) instead of the flexible policy 1 (cancellable until 7 days before check-in) */
  nonRefundable?: boolean;
}

export const OFFERS: FixtureOffer[] = [
  { id: 101, hotelId: 1, kind: 'stay', base: 10000, ref: 12000, themes: [100], activities: [500], popularity: 50, giftPrice: 15000 },
  { id: 102, hotelId: 1, kind: 'stay', base: 14000, ref: 14000, themes: [39], activities: [502], popularity: 80, giftPrice: 20000 },
  { id: 103, hotelId: 2, kind: 'stay', base: 20000, ref: 25000, themes: [100, 101], activities: [500, 501], popularity: 20, giftPrice: 30000, closed: [10, 11, 12] },
  { id: 104, hotelId: 3, kind: 'stay', base: 30000, ref: 31000, themes: [101], activities: [501], popularity: 90, giftPrice: null },
  { id: 105, hotelId: 4, kind: 'stay', base: 8000, ref: 8000, themes: [39], activities: [], popularity: 10, giftPrice: 11000 },
  { id: 106, hotelId: 5, kind: 'stay', base: 18000, ref: 24000, themes: [100], activities: [500], popularity: 60, giftPrice: 26000 },
  { id: 107, hotelId: 6, kind: 'stay', base: 9000, ref: 9500, themes: [100], activities: [502], popularity: 5, giftPrice: 12000 },
  { id: 108, hotelId: 3, kind: 'hotel_only', base: 15000, ref: 15000, themes: [], activities: [], popularity: 70, giftPrice: null },
  { id: 109, hotelId: 1, kind: 'hotel_only', base: 7000, ref: 9000, themes: [], activities: [], popularity: 30, giftPrice: null },
];

/** The facet's facilities, then the accessibility group's (not in the facilities facet). */
export const FACILITIES = ['pool', 'spa', 'parking', 'pets', ...ACCESSIBILITY_FACILITIES];

export function availabilityOf(offer: FixtureOffer, today: string): AvailabilityArrays {
  const startDate = `${today.slice(0, 7)}-01`;
  const length = 420;
  const price: number[] = [];
  const refPrice: number[] = [];
  const roomsLeft: number[] = [];
  const minStay: number[] = [];
  const checkoutNights: number[] = [];
  for (let i = 0; i < length; i++) {
    const day = addDays(startDate, i);
    const offset = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
    const closed = offer.closed?.includes(offset) ?? false;
    const weekend = [5, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    price.push(closed ? 0 : offer.base + (weekend ? 2000 : 0));
    refPrice.push(closed ? 0 : offer.ref + (weekend ? 2000 : 0));
    roomsLeft.push(closed ? 0 : 1 + (i % 5));
    minStay.push(1);
    checkoutNights.push(0b111);
  }
  return { startDate, price, refPrice, roomsLeft, minStay, checkoutNights };
}

/** Cheapest bookable 1-night stay for 2 adults in the next 60 days (the "from" price), by the pricing rule. */
export function fromQuote(offer: FixtureOffer, today: string) {
  const availability = availabilityOf(offer, today);
  let best: { sell: number; ref: number; checkin: string } | null = null;
  for (let d = 0; d < 60; d++) {
    const checkin = addDays(today, d);
    const q = computeQuote(
      { offer: { id: offer.id, published: true, expiresOn: null, priceMarkupBp: 0 }, roomMaxCapacity: 4, availability },
      { offerId: offer.id, checkin, nights: 1, adults: 2, children: 0, babies: 0 },
      today,
    );
    if (q.bookable && q.sellPrice !== null && (!best || q.sellPrice < best.sell)) best = { sell: q.sellPrice, ref: q.refPrice!, checkin };
  }
  return best!;
}

/** Seeds the fixture; `offers` replaces OFFERS (a test adding offers passes OFFERS and its own). */
export async function seedSearchFixture(database: Database, today: string, offers: FixtureOffer[] = OFFERS): Promise<void> {
  const { db } = database;
  const place = (id: number, category: t.PlaceCategory, name: t.Localized, lat: number, lng: number, extra: Partial<typeof t.places.$inferInsert> = {}) => ({
    id,
    category,
    countryCode: 'FR' as const,
    slug: norm(name.fr).replace(/[^a-z0-9]+/g, '-'),
    name,
    lat,
    lng,
    weight: 0,
    searchText: [...new Set(Object.values(name).map(norm))].join(' '),
    ...extra,
  });
  await db.insert(t.places).values([
    place(1, 'country', L('France', 'Francia', 'Frankrijk', 'Francia'), 46.6, 2.4, { weight: 1000 }),
    place(2, 'region', L('Bourgogne-Franche-Comté', 'Borgoña-Franco Condado', 'Bourgogne-Franche-Comté', 'Borgogna-Franca Contea'), 47.2, 4.8, { countryId: 1, parentId: 1, weight: 300 }),
    place(5, 'region', L('Île-de-France', 'Isla de Francia', 'Île-de-France', 'Île-de-France'), 48.7, 2.5, { countryId: 1, parentId: 1, weight: 400 }),
    place(3, 'department', L('Doubs'), 47.1, 6.3, { countryId: 1, regionId: 2, parentId: 2, weight: 100 }),
    place(4, 'department', L('Paris'), 48.85, 2.35, { countryId: 1, regionId: 5, parentId: 5, weight: 200 }),
    place(10, 'city', L('Besançon'), 47.2378, 6.0241, { countryId: 1, regionId: 2, departmentId: 3, parentId: 3, postalCode: '25000', weight: 120 }),
    place(11, 'city', L('Paris', 'París', 'Parijs', 'Parigi'), 48.8566, 2.3522, { countryId: 1, regionId: 5, departmentId: 4, parentId: 4, postalCode: '75001', weight: 2000 }),
    place(12, 'city', L('Nice', 'Niza', 'Nice', 'Nizza'), 43.7102, 7.262, { countryId: 1, regionId: 5, departmentId: 4, parentId: 4, postalCode: '06000', weight: 340 }),
    place(13, 'city', L('Paray-le-Monial'), 46.45, 4.12, { countryId: 1, regionId: 2, departmentId: 3, parentId: 3, postalCode: '71600', weight: 9 }),
    place(20, 'touristicregion', L("Côte d'Azur", 'Costa Azul', "Côte d'Azur", "Costa Azzurra"), 43.6, 7.1, { countryId: 1, regionId: 5, departmentId: 4, parentId: 5, weight: 500 }),
    place(30, 'poi', L('Tour Eiffel', 'Torre Eiffel', 'Eiffeltoren', 'Torre Eiffel'), 48.8584, 2.2945, { countryId: 1, regionId: 5, departmentId: 4, parentId: 4, weight: 800 }),
  ]);
  await db.insert(t.themes).values([
    { id: 100, kind: 'stay', slug: L('romantique'), label: L('Romantique', 'Romántico', 'Romantisch', 'Romantico') },
    { id: 39, kind: 'stay', slug: L('famille'), label: L('En famille', 'En familia', 'Met het gezin', 'In famiglia') },
    { id: 101, kind: 'stay', slug: L('gastronomie'), label: L('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia') },
    { id: 985, kind: 'activity', slug: L('sport'), label: L('Sport', 'Deporte', 'Sport', 'Sport') },
  ]);
  await db.insert(t.activities).values([
    { id: 500, groupCode: 'wellness', groupLabel: L('Bien-être', 'Bienestar', 'Wellness', 'Benessere'), label: L('Spa', 'Spa', 'Spa', 'Spa') },
    { id: 501, groupCode: 'food', groupLabel: L('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia'), label: L('Cours de cuisine', 'Clase de cocina', 'Kookles', 'Corso di cucina') },
    { id: 502, groupCode: 'sport', groupLabel: L('Sport', 'Deporte', 'Sport', 'Sport'), label: L('Canoë', 'Canoa', 'Kano', 'Canoa') },
  ]);
  await db.insert(t.facetValues).values([
    ...['hotel', 'castle', 'guesthouse'].map((code, i) => ({ facet: 'hotelType' as const, code, label: L(code), position: i })),
    ...['city', 'countryside', 'seaside'].map((code, i) => ({ facet: 'hotelEnvironment' as const, code, label: L(code), position: i })),
    ...['modern', 'charm', 'design'].map((code, i) => ({ facet: 'hotelStyle' as const, code, label: L(code), position: i })),
  ]);
  await db.insert(t.facilities).values(
    FACILITIES.map((code, i) => {
      const accessibility = (ACCESSIBILITY_FACILITIES as readonly string[]).includes(code);
      return { id: i + 1, code, groupCode: accessibility ? ('accessibility' as const) : ('general' as const), label: L(code), icon: code, searchable: !accessibility };
    }),
  );
  await db.insert(t.cancellationPolicies).values([
    { id: 1, type: 'FLEXIBLE', cancellable: true, deadlineDaysBeforeCheckin: 7, refundPercent: 80, label: L('Flexible'), message: L('Annulation possible') },
    { id: 2, type: 'NON_REFUNDABLE', cancellable: false, label: L('Non remboursable'), message: L('Non remboursable') },
  ]);
  await db.insert(t.autoDiscounts).values([{ id: 1, code: 'EXTRA5', value: 5 }]);
  await db.insert(t.marketingLabels).values([{ id: 1, code: 'bestseller', label: L('Meilleure vente'), color: 'social' }]);
  const parking = { available: true, onSite: true, pricePerDay: 0, text: L('Parking') };
  for (const h of HOTELS) {
    await db.insert(t.hotels).values({
      id: h.id,
      label: `Hôtel ${h.id}`,
      slug: `hotel-${h.id}`,
      stars: h.stars,
      countryCode: 'FR',
      cityId: h.cityId,
      departmentId: h.departmentId,
      regionId: h.regionId,
      countryId: 1,
      lat: h.lat,
      lng: h.lng,
      streetAddress: `${h.id} rue de la Paix`,
      zipCode: '25000',
      cityName: L(h.cityId === 10 ? 'Besançon' : h.cityId === 11 ? 'Paris' : 'Nice'),
      description: L('Description'),
      hotelType: h.type,
      environment: h.environment,
      style: h.style,
      petsAllowed: h.pets,
      checkin: '15:00',
      checkout: '11:00',
      parking,
      importantInfos: [],
      reviewCount: h.review === null ? 0 : 10,
      reviewAverage: h.review,
      searchText: norm(`Hôtel ${h.id}`),
    });
    await db.insert(t.hotelPlaces).values(h.places.map((placeId) => ({ hotelId: h.id, placeId, distanceKm: 1 })));
    const facilityIds = [...h.facilities, ...(h.pets ? ['pets'] : [])].map((code) => FACILITIES.indexOf(code) + 1);
    if (facilityIds.length) await db.insert(t.hotelFacilities).values(facilityIds.map((facilityId) => ({ hotelId: h.id, facilityId })));
    await db.insert(t.rooms).values({
      id: h.id,
      uuid: `00000000-0000-4000-8000-${String(h.id).padStart(12, '0')}`,
      hotelId: h.id,
      label: L('Chambre double'),
      size: 20,
      type: 'double',
      bedding: L('Lit double'),
      capacity: 2,
      maxCapacity: 4,
      description: L('Chambre'),
      details: [],
      highlights: [],
      importantInfos: [],
    });
  }
  for (const o of offers) {
    const from = fromQuote(o, today);
    await db.insert(t.offers).values({
      id: o.id,
      kind: o.kind,
      hotelId: o.hotelId,
      roomId: o.hotelId,
      label: L(`Séjour ${o.id}`, `Escapada ${o.id}`, `Verblijf ${o.id}`, `Soggiorno ${o.id}`),
      slug: `sejour-${o.id}`,
      headwords: [L('Petit-déjeuner inclus')],
      shortProgramIntro: L('Intro'),
      description: L('Description'),
      importantInfos: [],
      cancellationPolicyId: o.nonRefundable ? 2 : 1,
      autoDiscountId: o.id === 101 ? 1 : null,
      popularity: o.popularity,
      createdOn: today,
      fromPrice: from.sell,
      fromRefPrice: from.ref,
      fromCheckin: from.checkin,
      fromNights: 1,
    });
    if (o.themes.length) await db.insert(t.offerThemes).values(o.themes.map((themeId) => ({ offerId: o.id, themeId })));
    if (o.id === 101) await db.insert(t.offerMarketingLabels).values({ offerId: 101, marketingLabelId: 1 });
    if (o.activities.length) {
      await db.insert(t.offerProgramLines).values(
        o.activities.map((activityId, i) => ({
          id: o.id * 10 + i,
          offerId: o.id,
          position: i,
          kind: 'activity' as const,
          activityId,
          title: L('Activité'),
          detailList: [],
          whyList: [],
          mustKnowList: [],
          schedules: [],
          importantInfos: [],
          icon: 'activity',
        })),
      );
    }
    await db.insert(t.offerAvailability).values({ offerId: o.id, ...availabilityOf(o, today) });
    if (o.giftPrice !== null) {
      await db.insert(t.singleVoucherPrices).values([
        { offerId: o.id, nights: 1, bucket: 1, sellPrice: o.giftPrice, upsellAvailabilityPrice: 2000 },
        { offerId: o.id, nights: 2, bucket: 1, sellPrice: o.giftPrice * 2, upsellAvailabilityPrice: 3000 },
      ]);
    }
    await db.insert(t.images).values({ id: o.id, kind: 'offer', ownerId: o.id, position: 0, subject: 'spa', seed: o.id, alt: L('Photo'), title: L('Photo') });
  }
  // activity-only products: two in Besançon (one centre), one in Nice
  await db.insert(t.activityCentres).values([
    { id: 1, label: 'Centre Doubs Aventure', slug: 'doubs', placeId: 10, cityName: L('Besançon'), streetAddress: '1 quai', zipCode: '25000', lat: 47.24, lng: 6.02 },
    { id: 2, label: 'Nice Mer', slug: 'nice', placeId: 12, cityName: L('Nice'), streetAddress: '2 promenade', zipCode: '06000', lat: 43.7, lng: 7.26 },
  ]);
  const product = (id: number, placeId: number, popularity: number) => ({
    id,
    label: L(`Activité ${id}`),
    slug: `activite-${id}`,
    description: L('Description'),
    themeId: 985,
    activities: [],
    niceToKnow: [],
    importantInfos: [],
    schedules: [],
    countryCode: 'FR' as const,
    placeId,
    popularity,
  });
  await db.insert(t.activityProducts).values([product(201, 10, 5), product(202, 10, 9), product(203, 12, 7)]);
  await db.insert(t.activityProductCentres).values([
    { productId: 201, centreId: 1, main: true },
    { productId: 202, centreId: 1, main: true },
    { productId: 203, centreId: 2, main: true },
  ]);
  await db.insert(t.activityProductPrices).values([
    { productId: 201, adults: 1, sellPrice: 3000, barPrice: 4000 },
    { productId: 201, adults: 2, sellPrice: 5500, barPrice: 8000 },
    { productId: 202, adults: 1, sellPrice: 2000, barPrice: 2050 },
    { productId: 202, adults: 2, sellPrice: 3800, barPrice: 3900 },
    { productId: 203, adults: 2, sellPrice: 9000, barPrice: 9000 },
  ]);
}

/** The search slice's routes on their own over `database`, with the API's validation and error answers. */
export async function searchRoutesApp(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(apiValidatorCompiler());
  app.setErrorHandler(handleError);
  await app.register(searchRoutes, { database });
  return app;
}
