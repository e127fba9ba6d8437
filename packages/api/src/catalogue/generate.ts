/**
 * Deterministic catalogue generator. `generateCatalogue(size, { seed, today })` yields batches of rows per table;
 * the same size, seed and day always give the same rows. Each hotel draws from its own random stream
 * (hashSeed(seed, 'hotel', index)), so the stream does not depend on batching.
 *
 * Places and vocabulary come from ./data/places and ./data/text (real names and coordinates, text in fr/es/nl/it);
 * CMS documents and mini-sites from ./data/cms.
 *
 * The named steps, in the order they run (each in ./steps/): reference rows (places, themes, facilities, policies,
 * labels, sleeves, CMS documents, mini-sites), then per hotel: hotels (identity, facilities, description, parking,
 * places), rooms, reviews, offers (programme lines, labels, availability and from-prices, vouchers), then activity-only
 * products, boxes and the mini-sites' offers. The steps draw from the same random streams in the same order, so moving
 * a step never changes a row.
 */
import { daysBetween } from '../db/pricing';
import { hashSeed, Rng } from './prng';
import { SIZE_SPECS, type CatalogueSize } from './sizes';
import { CITIES, localLangOf, placesFor, type City, type CountryCode } from './data/places';
import { CANCELLATION_POLICY_IDS, referenceBatches } from './steps/reference';
import { COUNTRY_CYCLE, TIER_WEIGHT, areasOf, hotelBundle, jitter, nearestCity, type AreaPlace, type HotelContext } from './steps/hotels';
import { activityProductBatches } from './steps/activities';
import { boxBatches } from './steps/boxes';
import { minisiteOfferBatch } from './steps/minisites';
import type { GiftableByTheme, Ids } from './steps/helpers';

export { CANCELLATION_POLICY_IDS };
export { fromPrice } from './steps/availability';

export const DEFAULT_SEED = 20240501;

export interface GenerateOptions {
  seed?: number;
  /** YYYY-MM-DD; default: today (UTC) */
  today?: string;
}

/** Rows of one table, insertable as they are. */
export type TableName =
  | 'places'
  | 'themes'
  | 'activities'
  | 'facetValues'
  | 'images'
  | 'hotels'
  | 'hotelPlaces'
  | 'facilities'
  | 'hotelFacilities'
  | 'rooms'
  | 'cancellationPolicies'
  | 'autoDiscounts'
  | 'marketingLabels'
  | 'offers'
  | 'offerThemes'
  | 'offerMarketingLabels'
  | 'offerProgramLines'
  | 'offerAvailability'
  | 'singleVoucherPrices'
  | 'boxes'
  | 'boxOffers'
  | 'customSubElements'
  | 'shippingCosts'
  | 'activityCentres'
  | 'activityProducts'
  | 'activityProductCentres'
  | 'activityProductPrices'
  | 'reviews'
  | 'cmsDocuments'
  | 'minisites'
  | 'minisiteOffers';

export interface Batch {
  table: TableName;
  rows: Record<string, unknown>[];
}

export interface CatalogueDates {
  today: string;
  /** first day of the current month: day 1 of the availability arrays */
  availabilityStart: string;
  /** number of days in the arrays: the current month and the 12 following months */
  availabilityDays: number;
}

export function catalogueDates(today: string): CatalogueDates {
  const availabilityStart = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const end = new Date(Date.UTC(y, m - 1 + 13, 1)).toISOString().slice(0, 10);
  return { today, availabilityStart, availabilityDays: daysBetween(availabilityStart, end) };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function* generateCatalogue(size: CatalogueSize, options: GenerateOptions = {}): Generator<Batch> {
  const seed = options.seed ?? DEFAULT_SEED;
  const dates = catalogueDates(options.today ?? todayUtc());
  const spec = SIZE_SPECS[size];
  yield* referenceBatches(dates.today);

  const ids: Ids = { image: 0, offer: 100000, line: 0, review: 0 };
  const giftableByTheme: GiftableByTheme = new Map();
  const mainOffersByCountry = new Map<CountryCode, number[]>();

  for (let index = 0; index < spec.hotels; index++) {
    const rng = new Rng(hashSeed(seed, 'hotel', index));
    const country = COUNTRY_CYCLE[index % COUNTRY_CYCLE.length]!;
    const cities = placesFor(country).cities;
    let city: City;
    let area: AreaPlace | null = null;
    let position: { lat: number; lng: number };
    if (rng.chance(0.25)) {
      area = rng.pick(areasOf(country));
      position = jitter(rng, area, Math.max(1, area.radiusKm * 0.6));
      const cityId = 'cityId' in area ? area.cityId : null;
      city = (cityId ? CITIES.find((c) => c.id === cityId) : undefined) ?? nearestCity(position, country, area.departmentId);
    } else {
      city = rng.weighted(cities, (c) => TIER_WEIGHT[c.tier] ?? 1);
      position = jitter(rng, city, city.tier <= 2 ? 4 : 2.5);
    }
    const ctx: HotelContext = { rng, lang: localLangOf(city), city, area };
    yield* hotelBundle(ctx, index, position, seed, dates, ids, spec.offersPerHotel, giftableByTheme, mainOffersByCountry);
  }

  yield* activityProductBatches(seed, spec.activityProducts, ids);
  yield* boxBatches(seed, size, giftableByTheme, ids);
  yield minisiteOfferBatch(seed, dates.today, mainOffersByCountry);
}
