/**
 * Deterministic catalogue generator. `generateCatalogue(size, { seed, today })` yields batches of rows per table;
 * the same size, seed and day always give the same rows. Each hotel draws from its own random stream
 * (hashSeed(seed, 'hotel', index)), so the stream does not depend on batching.
 *
 * Places and vocabulary come from ./data/places and ./data/text (real names and coordinates, text in fr/es/nl/it);
 * CMS documents and mini-sites from ./data/cms.
 */
import type * as s from '../db/schema';
import type { Localized } from '../db/schema';
import { normalizeSearchText } from '../db/normalize';
import { addDays, computeQuote, daysBetween, nightPrice, type StayQuote } from '../db/pricing';
import { hashSeed, Rng } from './prng';
import { SIZE_SPECS, type CatalogueSize } from './sizes';
import {
  ALL_PLACES,
  CITIES,
  distanceKm,
  localLangOf,
  parentOf,
  placesFor,
  type City,
  type CountryCode,
  type Place,
} from './data/places';
import { fill, LANGS, type Lang } from './data/text/localized';
import {
  HOTEL_DESCRIPTION_SENTENCES,
  HOTEL_ENVIRONMENTS,
  HOTEL_FACILITY_SENTENCES,
  HOTEL_NAME_PARTS,
  HOTEL_NAME_PATTERNS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  type HotelEnvironmentCode,
  type HotelStyleCode,
  type HotelTypeCode,
} from './data/text/hotels';
import {
  BEDDINGS,
  ROOM_DESCRIPTIONS,
  ROOM_DETAIL_SECTIONS,
  ROOM_HIGHLIGHTS,
  ROOM_IMPORTANT_INFOS,
  ROOM_TYPES,
  type RoomTypeText,
} from './data/text/rooms';
import { ECO_FACILITIES, FACILITIES } from './data/text/facilities';
import { CANCELLATION_MESSAGES, HOTEL_IMPORTANT_INFOS, PARKING_INFOS } from './data/text/policies';
import { FAMILY_THEME_ID, THEMES } from './data/text/themes';
import {
  ACTIVITY_LINES,
  ACTIVITY_TAG_GROUPS,
  BREAKFASTS,
  DINNERS,
  MARKETING_LABELS,
  OFFER_HEADWORDS,
  OFFER_TITLES,
  STRESS_MESSAGES,
} from './data/text/offers';
import { ACTIVITY_UNIVERSES } from './data/text/activities';
import { REVIEW_FIRST_NAMES, REVIEW_NEGATIVE, REVIEW_POSITIVE, type ReviewType } from './data/text/reviews';
import { GIFT_BOXES, SLEEVE_CATEGORIES } from './data/text/gifts';
import { cmsDocumentsOn, minisitesOn } from './data/cms';

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
const map4 = (f: (lang: Lang) => string): Localized => ({ fr: f('fr'), es: f('es'), nl: f('nl'), it: f('it') });
const fillAll = (text: Localized, values: Record<string, string | number> | ((lang: Lang) => Record<string, string | number>)): Localized =>
  map4((lang) => fill(text[lang], typeof values === 'function' ? values(lang) : values));
const EURO_FORMATS = Object.fromEntries(
  LANGS.map((lang) => [lang, new Intl.NumberFormat({ fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL', it: 'it-IT' }[lang], { style: 'currency', currency: 'EUR' })]),
) as Record<Lang, Intl.NumberFormat>;
const euros = (cents: number, lang: Lang) => EURO_FORMATS[lang].format(cents / 100);
const slugify = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Street names per local language (generator vocabulary for addresses). */
const STREETS: Record<Lang, { pattern: string; names: string[] }> = {
  fr: { pattern: '{n} {street}', names: ['rue de la République', 'avenue des Tilleuls', 'rue du Château', 'place de l’Église', 'chemin des Vignes', 'boulevard de la Mer', 'rue Victor-Hugo', 'allée des Pins', 'quai des Tanneurs', 'route du Lac'] },
  es: { pattern: '{street}, {n}', names: ['Calle Mayor', 'Avenida del Mar', 'Calle Real', 'Plaza de España', 'Paseo de la Alameda', 'Calle del Sol', 'Camino de la Ermita', 'Calle San Juan', 'Avenida de la Constitución', 'Calle de la Fuente'] },
  nl: { pattern: '{street} {n}', names: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsstraat', 'Marktplein', 'Zeedijk', 'Kasteeldreef', 'Lindenlaan', 'Havenkade', 'Bosweg'] },
  it: { pattern: '{street}, {n}', names: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Piazza del Duomo', 'Via dei Mille', 'Via del Mare', 'Viale dei Pini', 'Via Mazzini', 'Lungolago', 'Via della Chiesa'] },
};

// ----------------------------------------------------------------------------------------------------------------
// Static reference rows
// ----------------------------------------------------------------------------------------------------------------

export const CANCELLATION_POLICY_IDS = { nonRefundable: 1, flexible7: 2, flexible3: 3 } as const;

function referenceBatches(today: string): Batch[] {
  const places = ALL_PLACES.map((p) => placeRow(p));
  const themes = THEMES.map((t, i) => ({ id: t.id, kind: t.kind, slug: t.slug, label: t.label, description: t.description, icon: t.icon, position: i }));
  const groupOf = (activityId: number) => ACTIVITY_TAG_GROUPS.find((g) => g.activityIds.includes(activityId));
  const activities = ACTIVITY_LINES.map((a) => {
    const group = groupOf(a.activityId);
    return {
      id: a.activityId,
      groupCode: group?.code ?? 'other',
      groupLabel: group?.label ?? ACTIVITY_TAG_GROUPS[0]!.label,
      label: a.title,
      themeId: a.themeIds[0] ?? null,
    };
  });
  const facetValues = [
    ...HOTEL_TYPES.map((v, i) => ({ facet: 'hotelType', code: v.code, label: v.label, position: i })),
    ...HOTEL_ENVIRONMENTS.map((v, i) => ({ facet: 'hotelEnvironment', code: v.code, label: v.label, position: i })),
    ...HOTEL_STYLES.map((v, i) => ({ facet: 'hotelStyle', code: v.code, label: v.label, position: i })),
  ];
  const facilities = [...FACILITIES, ...ECO_FACILITIES].map((f, i) => ({
    id: i + 1,
    code: f.code,
    groupCode: f.group,
    label: f.label,
    icon: f.icon,
    searchable: f.searchable,
  }));
  const m = CANCELLATION_MESSAGES;
  const cancellationPolicies = [
    { id: 1, type: 'NON_REFUNDABLE', cancellable: false, deadlineDaysBeforeCheckin: null, refundPercent: 0, label: m.nonRefundable, message: m.nonRefundable },
    { id: 2, type: 'FLEXIBLE', cancellable: true, deadlineDaysBeforeCheckin: 7, refundPercent: 80, label: m.title, message: m.cancellableUntil },
    { id: 3, type: 'FLEXIBLE', cancellable: true, deadlineDaysBeforeCheckin: 3, refundPercent: 80, label: m.title, message: m.cancellableUntil },
  ];
  const autoDiscounts = [
    { id: 1, code: 'EXTRA5', value: 5, validUntil: null },
    { id: 2, code: 'EXTRA10', value: 10, validUntil: null },
    { id: 3, code: 'WEEKEND7', value: 7, validUntil: null },
  ];
  const marketingLabels = MARKETING_LABELS.map((label, i) => ({
    id: i + 1,
    code: label.code,
    label: label.label,
    color: label.color,
    priority: label.code === 'exclusive',
  }));
  let sleeveId = 0;
  const customSubElements = SLEEVE_CATEGORIES.flatMap((category, c) =>
    category.items.map((item, i) => ({
      id: ++sleeveId,
      categoryId: c + 1,
      categoryName: category.name,
      selection: category.selection,
      name: item.name,
      recommendedByWed: i === 0,
      price: item.priceCents,
      position: i,
    })),
  );
  const shippingCosts = (['FR', 'ES', 'BE', 'NL', 'IT'] as const).map((code) => ({
    countryCode: code,
    amount: code === 'IT' ? 390 : 0,
    internationalFeesPerCountry: Object.fromEntries(
      (['FR', 'ES', 'BE', 'NL', 'IT', 'DE', 'LU', 'CH'] as const).filter((c) => c !== code).map((c) => [c, c === 'CH' ? 990 : c === 'DE' || c === 'LU' ? 590 : 490]),
    ),
  }));
  const cms = cmsDocumentsOn(today).map((d) => ({ kind: d.kind, locale: d.locale, key: d.key, document: d.document }));
  const minisites = minisitesOn(today).map((m) => ({
    id: m.id,
    url: m.url,
    locale: m.locale,
    partnerName: m.partnerName,
    logoUrl: m.logoUrl,
    bannerUrls: m.bannerUrls,
    footer: m.footer,
    document: m.document,
  }));
  return [
    { table: 'places', rows: places },
    { table: 'themes', rows: themes },
    { table: 'activities', rows: activities },
    { table: 'facetValues', rows: facetValues },
    { table: 'facilities', rows: facilities },
    { table: 'cancellationPolicies', rows: cancellationPolicies },
    { table: 'autoDiscounts', rows: autoDiscounts },
    { table: 'marketingLabels', rows: marketingLabels },
    { table: 'customSubElements', rows: customSubElements },
    { table: 'shippingCosts', rows: shippingCosts },
    { table: 'cmsDocuments', rows: cms },
    { table: 'minisites', rows: minisites },
  ];
}

const CATEGORY_WEIGHT: Record<string, number> = { country: 1e9, region: 1e7, department: 1e6, searesort: 5e5, skiresort: 4e5, touristicregion: 3e5, poi: 2e5 };

function placeRow(p: Place): typeof s.places.$inferInsert {
  const names = new Set(LANGS.map((lang) => p.name[lang]));
  const postalCode = p.category === 'city' ? p.postalCode : null;
  const ids = {
    countryId: p.category === 'country' ? p.id : p.countryId,
    regionId: p.category === 'region' ? p.id : 'regionId' in p ? p.regionId : null,
    departmentId: p.category === 'department' ? p.id : 'departmentId' in p ? p.departmentId : null,
  };
  const tierMax: Record<number, number> = { 1: 30, 2: 25, 3: 20, 4: 15, 5: 10 };
  return {
    id: p.id,
    category: p.category,
    countryCode: p.country,
    parentId: parentOf(p)?.id ?? null,
    ...ids,
    slug: p.slug,
    name: { ...p.name },
    lat: p.lat,
    lng: p.lng,
    postalCode,
    weight: p.category === 'city' ? p.population : (CATEGORY_WEIGHT[p.category] ?? 0),
    distanceMinKm: p.category === 'city' ? 0 : null,
    distanceMaxKm: p.category === 'city' ? tierMax[p.tier]! : 'radiusKm' in p ? Math.ceil(p.radiusKm) : null,
    searchText: normalizeSearchText([...names, p.slug, postalCode ?? ''].join(' ').trim()),
  };
}

// ----------------------------------------------------------------------------------------------------------------
// Hotels and their offers
// ----------------------------------------------------------------------------------------------------------------

/** Country of hotel i: France about 40 %, Spain and Italy 20 %, Belgium and the Netherlands 10 %. */
const COUNTRY_CYCLE: CountryCode[] = ['FR', 'ES', 'FR', 'IT', 'BE', 'FR', 'ES', 'IT', 'NL', 'FR'];
const TIER_WEIGHT: Record<number, number> = { 1: 14, 2: 7, 3: 5, 4: 2, 5: 1 };
const COUNTRY_PRICE: Record<CountryCode, number> = { FR: 1, ES: 0.85, BE: 0.95, NL: 1.05, IT: 0.95 };

interface Ids {
  image: number;
  offer: number;
  line: number;
  review: number;
}

interface HotelContext {
  rng: Rng;
  lang: Lang;
  city: City;
  area: Place | null;
}

type AreaPlace = Extract<Place, { radiusKm: number }>;

const AREAS_BY_COUNTRY = new Map<CountryCode, AreaPlace[]>();
function areasOf(country: CountryCode): AreaPlace[] {
  let areas = AREAS_BY_COUNTRY.get(country);
  if (!areas) {
    const p = placesFor(country);
    areas = [...p.seaResorts, ...p.skiResorts, ...p.touristicRegions, ...p.pointsOfInterest];
    AREAS_BY_COUNTRY.set(country, areas);
  }
  return areas;
}

function nearestCity(point: { lat: number; lng: number }, country: CountryCode, departmentId?: number): City {
  const candidates = placesFor(country).cities;
  const sameDepartment = departmentId ? candidates.filter((c) => c.departmentId === departmentId) : [];
  const pool = sameDepartment.length ? sameDepartment : candidates;
  let best = pool[0]!;
  let bestD = Infinity;
  for (const c of pool) {
    const d = distanceKm(point, c);
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

/** Offset a point by up to `km` kilometres. */
function jitter(rng: Rng, point: { lat: number; lng: number }, km: number) {
  const angle = rng.next() * 2 * Math.PI;
  const r = Math.sqrt(rng.next()) * km;
  const lat = point.lat + (r / 111) * Math.cos(angle);
  const lng = point.lng + (r / (111 * Math.cos((point.lat * Math.PI) / 180))) * Math.sin(angle);
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

function environmentFor(rng: Rng, city: City, area: Place | null): HotelEnvironmentCode {
  if (area?.category === 'searesort') return 'seaside';
  if (area?.category === 'skiresort') return 'mountain';
  if (city.tier <= 2 && !area) return rng.chance(0.8) ? 'city_centre' : 'riverside';
  return rng.pick<HotelEnvironmentCode>(['countryside', 'village', 'vineyard', 'forest', 'lakeside', 'riverside', 'countryside', 'village', 'city_centre']);
}

function hotelTypeFor(rng: Rng, environment: HotelEnvironmentCode, stars: number): HotelTypeCode {
  if (environment === 'city_centre') return rng.pick<HotelTypeCode>(['hotel', 'hotel', 'boutique_hotel', 'apartment_hotel', 'guesthouse']);
  if (environment === 'seaside') return rng.pick<HotelTypeCode>(['hotel', 'resort', 'boutique_hotel', 'guesthouse']);
  if (environment === 'mountain') return rng.pick<HotelTypeCode>(['hotel', 'inn', 'resort', 'apartment_hotel']);
  if (stars >= 4) return rng.pick<HotelTypeCode>(['castle', 'manor', 'country_estate', 'hotel', 'boutique_hotel']);
  return rng.pick<HotelTypeCode>(['hotel', 'inn', 'guesthouse', 'farmhouse', 'country_estate', 'unusual']);
}

const ENVIRONMENT_THEMES: Record<HotelEnvironmentCode, number[]> = {
  city_centre: [5, 11, 3, 1],
  seaside: [8, 1, 2, 10],
  mountain: [9, 13, 10, 2],
  countryside: [4, 3, 16, 1],
  lakeside: [4, 2, 1, 16],
  vineyard: [7, 3, 1],
  forest: [4, 12, 16, 10],
  riverside: [4, 16, 3, 11],
  village: [3, 11, 4, 1],
};

interface OfferPlan {
  id: number;
  kind: 'stay' | 'hotel_only';
  themeIds: number[];
  base: number;
}

export function* generateCatalogue(size: CatalogueSize, options: GenerateOptions = {}): Generator<Batch> {
  const seed = options.seed ?? DEFAULT_SEED;
  const dates = catalogueDates(options.today ?? todayUtc());
  const spec = SIZE_SPECS[size];
  yield* referenceBatches(dates.today);

  const ids: Ids = { image: 0, offer: 100000, line: 0, review: 0 };
  const giftableByTheme = new Map<number, { id: number; stars: number; country: CountryCode }[]>();
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

function hotelBundle(
  ctx: HotelContext,
  index: number,
  position: { lat: number; lng: number },
  seed: number,
  dates: CatalogueDates,
  ids: Ids,
  offersPerHotel: [number, number],
  giftableByTheme: Map<number, { id: number; stars: number; country: CountryCode }[]>,
  mainOffersByCountry: Map<CountryCode, number[]>,
): Batch[] {
  const { rng, lang, city, area } = ctx;
  const hotelId = 1000 + index;
  const stars = rng.weighted([2, 3, 4, 5], (n) => ({ 2: 1, 3: 5, 4: 4, 5: 1.2 })[n]!);
  const environment = environmentFor(rng, city, area);
  const hotelType = hotelTypeFor(rng, environment, stars);
  const style = rng.pick<HotelStyleCode>(['charming', 'design', 'traditional', 'luxury', 'family', 'romantic', 'historic', 'eco', 'contemporary']);
  const patterns = HOTEL_NAME_PATTERNS.filter((p) => p.hotelTypes.includes(hotelType));
  const pattern = rng.pick(patterns.length ? patterns : HOTEL_NAME_PATTERNS);
  const part = rng.pick(HOTEL_NAME_PARTS);
  const label = fill(pattern.pattern[lang], { name: part[lang], city: city.name[lang] });
  const slug = `${slugify(label)}-${city.slug}`;
  const street = STREETS[lang];
  const streetAddress = fill(street.pattern, { n: rng.int(1, 120), street: rng.pick(street.names) });

  // facilities
  const general = FACILITIES.filter((f) => f.code !== 'pets');
  const petsAllowed = rng.chance(style === 'family' ? 0.6 : 0.4);
  const chosen = rng.sample(general, rng.int(6, Math.min(14, general.length)));
  if (petsAllowed) chosen.push(FACILITIES.find((f) => f.code === 'pets')!);
  const ecoCount = style === 'eco' || rng.chance(0.12) ? rng.int(8, ECO_FACILITIES.length) : rng.int(0, 4);
  const eco = rng.sample(ECO_FACILITIES, ecoCount);
  const facilityIndex = new Map([...FACILITIES, ...ECO_FACILITIES].map((f, i) => [f.code, i + 1]));
  const highlighted = new Set(rng.sample(chosen, 4).map((f) => f.code));
  const hotelFacilities = [...chosen, ...eco].map((f) => ({ hotelId, facilityId: facilityIndex.get(f.code)!, highlighted: highlighted.has(f.code) }));
  const codes = new Set(chosen.map((f) => f.code));

  // description
  const sentence = (part: keyof typeof HOTEL_DESCRIPTION_SENTENCES) => rng.pick(HOTEL_DESCRIPTION_SENTENCES[part]);
  const facilitySentences = Object.entries(HOTEL_FACILITY_SENTENCES).filter(([code]) => codes.has(code)).map(([, t]) => t);
  const parts = [sentence('intro'), sentence('rooms'), sentence('dining'), ...(facilitySentences.length ? [rng.pick(facilitySentences)] : [sentence('leisure')]), sentence('surroundings'), sentence('closing')];
  const region = placesFor(city.country).regions.find((r) => r.id === city.regionId);
  const roomCount = rng.int(8, stars >= 4 ? 120 : 45);
  const description = map4((l) =>
    parts.map((p) => fill(p[l], { hotel: label, city: city.name[l], region: region?.name[l] ?? city.name[l], stars, rooms: roomCount })).join(' '),
  );

  // parking, pets, tax, schedules
  const parkingKind = rng.pick(['freeOnSite', 'paidOnSite', 'garageOnRequest', 'publicNearby', 'streetFree', 'none'] as const);
  const parkingPrice = parkingKind === 'paidOnSite' || parkingKind === 'garageOnRequest' ? rng.int(8, 25) * 100 : 0;
  const parking = {
    available: parkingKind !== 'none',
    onSite: parkingKind === 'freeOnSite' || parkingKind === 'paidOnSite' || parkingKind === 'garageOnRequest',
    pricePerDay: parkingPrice,
    text: map4((l) => fill(PARKING_INFOS[parkingKind][l], { amount: euros(parkingPrice, l), distance: rng.int(1, 6) * 50 })),
  };
  const percentageTax = city.country === 'NL' && rng.chance(0.6);
  const checkin = rng.pick(['14:00', '15:00', '15:00', '16:00', '17:00']);
  const checkout = rng.pick(['10:00', '11:00', '11:00', '12:00']);

  // rooms
  const roomTypes = rng.sample(ROOM_TYPES, rng.int(2, 4));
  if (!roomTypes.some((r) => r.code === 'double' || r.code === 'twin')) roomTypes[0] = ROOM_TYPES[0]!;
  const rooms = roomTypes.map((type, r) => roomRow(rng, hotelId * 10 + r, hotelId, type));
  const images: Record<string, unknown>[] = [];
  const hotelSubjects = ['facade', environment, 'lobby', 'restaurant', ...(codes.has('pool') ? ['pool'] : []), ...(codes.has('spa') ? ['spa'] : []), 'garden', 'room', 'breakfast', 'view'];
  for (const [i, subject] of hotelSubjects.slice(0, rng.int(6, 9)).entries()) {
    images.push(imageRow(ids, 'hotel', hotelId, i, subject, seed, map4((l) => `${label}, ${city.name[l]}`), map4(() => label)));
  }
  for (const room of rooms) {
    for (let i = 0; i < 2; i++) images.push(imageRow(ids, 'room', room.id, i, `room-${room.type}`, seed, room.label, room.label));
  }

  // hotel places
  const hotelPlaces: { hotelId: number; placeId: number; distanceKm: number }[] = [];
  const addPlace = (placeId: number, d: number) => {
    if (!hotelPlaces.some((p) => p.placeId === placeId)) hotelPlaces.push({ hotelId, placeId, distanceKm: round1(d) });
  };
  addPlace(city.id, distanceKm(position, city));
  addPlace(city.departmentId, 0);
  addPlace(city.regionId, 0);
  addPlace(city.countryId, 0);
  for (const a of areasOf(city.country)) {
    const d = distanceKm(position, a);
    if (d <= a.radiusKm || a.id === area?.id) addPlace(a.id, d);
  }

  // reviews
  const quality = clamp(rng.normal(stars >= 4 ? 8.6 : 8.0, 0.6), 6.2, 9.8);
  const reviewCount = rng.chance(0.15) ? 0 : rng.int(1, 30);
  const reviewRows = [];
  const localeWeights: Record<CountryCode, [s.ReviewLocale, number][]> = {
    FR: [['fr_FR', 6], ['nl_NL', 1], ['es_ES', 1], ['it_IT', 1]],
    BE: [['fr_FR', 3], ['nl_NL', 3], ['es_ES', 0.5], ['it_IT', 0.5]],
    NL: [['nl_NL', 6], ['fr_FR', 1], ['es_ES', 0.5], ['it_IT', 0.5]],
    ES: [['es_ES', 6], ['fr_FR', 1.5], ['it_IT', 0.7], ['nl_NL', 0.7]],
    IT: [['it_IT', 6], ['fr_FR', 1.5], ['es_ES', 0.7], ['nl_NL', 0.7]],
  };
  let reviewSum = 0;
  for (let r = 0; r < reviewCount; r++) {
    const [locale] = rng.weighted(localeWeights[city.country], (w) => w[1]);
    const reviewLang = locale.slice(0, 2) as Lang;
    const score = () => clamp(Math.round(rng.normal(quality, 1)), 3, 10);
    const crit = { welcoming: score(), comfort: score(), cleanliness: score(), food: score(), localization: score(), priceQualityRatio: score() };
    const average = round1(Object.values(crit).reduce((a, b) => a + b, 0) / 6);
    reviewSum += average;
    const type: ReviewType = style === 'family' ? rng.pick<ReviewType>(['FAMILY', 'FAMILY', 'COUPLE', 'FRIENDS']) : rng.pick<ReviewType>(['COUPLE', 'COUPLE', 'FRIENDS', 'FAMILY', 'SOLO', 'BUSINESS']);
    reviewRows.push({
      id: ++ids.review,
      hotelId,
      locale,
      customer: `${rng.pick(REVIEW_FIRST_NAMES)[reviewLang]} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      type,
      date: addDays(dates.today, -rng.int(2, 700)),
      average,
      positive: rng.sample(REVIEW_POSITIVE, rng.int(1, 2)).map((t) => t[reviewLang]).join(' '),
      negative: average >= 9.5 && rng.chance(0.5) ? '' : rng.pick(REVIEW_NEGATIVE)[reviewLang],
      ...crit,
    });
  }

  const hotel: typeof s.hotels.$inferInsert = {
    id: hotelId,
    label,
    slug,
    stars,
    active: !rng.chance(0.02),
    countryCode: city.country,
    cityId: city.id,
    departmentId: city.departmentId,
    regionId: city.regionId,
    countryId: city.countryId,
    lat: position.lat,
    lng: position.lng,
    streetAddress,
    zipCode: city.postalCode,
    cityName: { ...city.name },
    description,
    hotelType,
    environment,
    style,
    petsAllowed,
    petsPrice: petsAllowed ? rng.pick([0, 0, 1000, 1500, 2000]) : null,
    petsMaxWeight: petsAllowed ? rng.pick([10, 15, 20, 30]) : null,
    petsMaxNumberOfPets: petsAllowed ? rng.pick([1, 1, 1, 2]) : 1,
    localTaxAmount: percentageTax ? 0 : rng.int(1, 8) * 50,
    localTaxCurrency: 'EUR',
    localTaxToBePaidAtHotel: rng.chance(0.85),
    localTaxType: percentageTax ? 'PERCENTAGE' : 'PER_PERSON_PER_NIGHT',
    localTaxPercentage: percentageTax ? rng.pick([5, 6.5, 7, 12.5]) : null,
    checkin,
    checkout,
    breakfastSchedule: { from: rng.pick(['07:00', '07:30', '08:00']), to: rng.pick(['10:00', '10:30', '11:00']) },
    parking,
    importantInfos: rng.sample(HOTEL_IMPORTANT_INFOS, rng.int(1, 3)),
    reviewCount,
    reviewAverage: reviewCount ? round1(reviewSum / reviewCount) : null,
    channelManagerId: rng.chance(0.3) ? `CM-${rng.int(10000, 99999)}` : null,
    connectivity: rng.chance(0.3),
    legacyPackageCount: rng.int(0, 40),
    popularity: rng.int(0, 1000),
    searchText: normalizeSearchText(`${label} ${city.name[lang]} ${city.name.fr}`),
  };

  // offers
  const themePool = [...ENVIRONMENT_THEMES[environment]];
  if (style === 'family' || roomTypes.some((r) => r.code === 'family')) themePool.push(FAMILY_THEME_ID);
  if (petsAllowed) themePool.push(15);
  if (codes.has('spa')) themePool.push(2);
  if (hotelType === 'castle') themePool.push(6);
  if (hotelType === 'unusual') themePool.push(12);
  const mainStay = rng.int(offersPerHotel[0], offersPerHotel[1]);
  const withHotelOnly = rng.chance(0.35);
  const priceLevel = ({ 2: 6500, 3: 9500, 4: 14500, 5: 24000 } as Record<number, number>)[stars]! * COUNTRY_PRICE[city.country] * (city.tier <= 2 ? 1.15 : 1);
  const plans: OfferPlan[] = [];
  for (let o = 0; o < mainStay + (withHotelOnly ? 1 : 0); o++) {
    const kind = o < mainStay ? 'stay' : 'hotel_only';
    const theme = rng.pick(themePool);
    const themeIds = kind === 'stay' ? [...new Set([theme, ...(rng.chance(0.3) ? [rng.pick(themePool)] : [])])] : [];
    const base = Math.round((priceLevel * (kind === 'stay' ? rng.next() * 0.6 + 0.9 : 0.62)) / 100) * 100;
    plans.push({ id: ++ids.offer, kind, themeIds, base });
  }

  const offerRows: Record<string, unknown>[] = [];
  const offerThemes: Record<string, unknown>[] = [];
  const offerLabels: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const availability: Record<string, unknown>[] = [];
  const voucherPrices: Record<string, unknown>[] = [];
  const isEco = eco.length >= 8;
  const cityLocal = (l: Lang) => city.name[l];

  for (const plan of plans) {
    const orng = new Rng(hashSeed(seed, 'offer', plan.id));
    const room = orng.pick(rooms);
    const theme = plan.themeIds[0];
    const defaultNights = plan.kind === 'hotel_only' ? 1 : orng.weighted([1, 2, 3], (n) => ({ 1: 6, 2: 3, 3: 1 })[n]!);
    const maxNights = Math.max(defaultNights, orng.pick([3, 4, 5, 7]));
    const av = availabilityArrays(orng, plan, dates, defaultNights, maxNights);
    const published = !orng.chance(0.03);
    const expiresOn = !published ? addDays(dates.today, -orng.int(1, 60)) : orng.chance(0.06) ? addDays(dates.today, orng.int(2, 20)) : null;
    const lastMinute = published && orng.chance(0.07);

    // programme
    const offerLines: Record<string, unknown>[] = [];
    const line = (kind: s.ProgramLineKind, extra: Record<string, unknown>) =>
      offerLines.push({
        id: ++ids.line,
        offerId: plan.id,
        position: offerLines.length,
        kind,
        activityId: null,
        detailList: [],
        duration: null,
        where: null,
        whyList: [],
        mustKnowList: [],
        schedules: [],
        how: null,
        menu: null,
        type: null,
        repeated: false,
        importantInfos: [],
        icon: kind,
        participantsLabel: null,
        displayPax: false,
        needsDate: false,
        ...extra,
      });
    line('room', { title: room.label, detailList: [room.bedding], icon: 'bed', repeated: true });
    const breakfast = orng.pick(BREAKFASTS);
    if (plan.kind === 'stay' || orng.chance(0.5)) {
      line('breakfast', { title: breakfast.title, detailList: breakfast.detailList, mustKnowList: breakfast.mustKnowList, schedules: [hotel.breakfastSchedule], type: breakfast.type, repeated: true, icon: 'coffee' });
    }
    const activityTitles: Localized[] = [];
    if (plan.kind === 'stay') {
      if (orng.chance(theme === 3 || theme === 1 ? 0.8 : 0.35)) {
        const dinner = orng.pick(DINNERS);
        line('dinner', { title: dinner.title, menu: orng.pick(dinner.menus), mustKnowList: dinner.mustKnowList, schedules: [{ from: '19:30', to: '21:30' }], type: dinner.type, icon: 'dinner' });
      }
      const fitting = ACTIVITY_LINES.filter((a) => plan.themeIds.some((t) => a.themeIds.includes(t)));
      for (const a of orng.sample(fitting.length ? fitting : ACTIVITY_LINES, orng.int(1, 2))) {
        activityTitles.push(a.title);
        line('activity', {
          activityId: a.activityId,
          title: a.title,
          detailList: a.detailList,
          duration: a.duration,
          where: a.where,
          whyList: a.whyList,
          mustKnowList: a.mustKnowList,
          schedules: a.schedules,
          how: a.how,
          icon: a.icon,
          participantsLabel: a.participantsLabel,
          displayPax: true,
          needsDate: orng.chance(0.4),
        });
      }
    }
    lines.push(...offerLines);

    const titles = theme != null ? OFFER_TITLES[theme] : undefined;
    const offerLabel = plan.kind === 'hotel_only'
      ? map4((l) => `${room.label[l]} · ${breakfastIncluded(offerLines) ? breakfast.title[l] : label}`)
      : fillAll(titles ? orng.pick(titles) : OFFER_TITLES[1]![0]!, (l) => ({ city: cityLocal(l), hotel: label, nights: defaultNights }));
    const headwords = theme != null && OFFER_HEADWORDS[theme] ? orng.sample(OFFER_HEADWORDS[theme]!, orng.int(2, 3)) : [];
    const shortProgramIntro = map4((l) => offerLines.map((ln) => (ln.title as Localized)[l]).join(' + '));
    const themeText = THEMES.find((t) => t.id === theme);
    const offerDescription = map4((l) => [themeText?.description[l], description[l].split('. ')[0] + '.'].filter(Boolean).join(' '));
    const cancellation = plan.kind === 'hotel_only' ? orng.pick([1, 2]) : orng.weighted([1, 2, 3], (n) => ({ 1: 6, 2: 3, 3: 1 })[n]!);
    const common = {
      kind: plan.kind,
      hotelId,
      roomId: room.id,
      headwords,
      shortProgramIntro,
      description: offerDescription,
      targetedLabel: orng.chance(0.05) ? STRESS_MESSAGES.bestPrice.text : null,
      importantInfos: orng.sample(ROOM_IMPORTANT_INFOS, orng.int(0, 2)),
      published,
      expiresOn,
      lastMinute,
      giftable: plan.kind === 'stay' && orng.chance(0.75),
      channelManagerId: hotel.channelManagerId,
      connectivity: hotel.connectivity,
      autoDiscountId: orng.chance(0.1) ? orng.int(1, 3) : null,
      nbRooms: 1,
      defaultNights,
      maxNights,
      popularity: orng.int(0, 1000),
      createdOn: addDays(dates.today, -orng.int(0, 900)),
    };
    const fromMain = fromPrice({ id: plan.id, published, expiresOn, priceMarkupBp: 0 }, room.maxCapacity, av, dates);
    offerRows.push({ id: plan.id, parentOfferId: null, priceMarkupBp: 0, label: offerLabel, slug: slugify(offerLabel.fr).slice(0, 80), cancellationPolicyId: cancellation, ...common, ...fromMain });
    // a more flexible cancellation option of the same product, sold a little dearer
    if (cancellation === 1 && orng.chance(0.6)) {
      const siblingId = ++ids.offer;
      const markup = orng.pick([800, 1000, 1200, 1500]);
      const fromSibling = fromPrice({ id: siblingId, published, expiresOn, priceMarkupBp: markup }, room.maxCapacity, av, dates);
      offerRows.push({ id: siblingId, parentOfferId: plan.id, priceMarkupBp: markup, label: offerLabel, slug: slugify(offerLabel.fr).slice(0, 80), cancellationPolicyId: 2, ...common, giftable: false, ...fromSibling });
    }
    for (const themeId of plan.themeIds) offerThemes.push({ offerId: plan.id, themeId });
    const labelCodes = new Set<string>();
    if (lastMinute) labelCodes.add('last_minute');
    if (isEco && orng.chance(0.5)) labelCodes.add('eco');
    if (orng.chance(0.18)) labelCodes.add(orng.pick(['best_seller', 'new', 'exclusive', 'favourite', 'flash_sale']));
    for (const code of labelCodes) offerLabels.push({ offerId: plan.id, marketingLabelId: MARKETING_LABELS.findIndex((m) => m.code === code) + 1 });
    availability.push({ offerId: plan.id, startDate: dates.availabilityStart, ...av });
    const subjects = [themeText?.icon ?? 'room', ...activityTitles.map((_, i) => `activity-${i}`), 'room', 'breakfast', environment];
    subjects.forEach((subject, i) => images.push(imageRow(ids, 'offer', plan.id, i, subject, seed, offerLabel, offerLabel)));

    if (common.giftable && published) {
      voucherPrices.push(...singleVoucherPrices(plan.id, av, dates, Math.min(3, maxNights)));
      for (const themeId of plan.themeIds) {
        const list = giftableByTheme.get(themeId) ?? [];
        list.push({ id: plan.id, stars, country: city.country });
        giftableByTheme.set(themeId, list);
      }
    }
    if (published && plan.kind === 'stay') {
      const list = mainOffersByCountry.get(city.country) ?? [];
      list.push(plan.id);
      mainOffersByCountry.set(city.country, list);
    }
  }

  return [
    { table: 'hotels', rows: [hotel] },
    { table: 'hotelPlaces', rows: hotelPlaces },
    { table: 'hotelFacilities', rows: hotelFacilities },
    { table: 'rooms', rows: rooms },
    { table: 'reviews', rows: reviewRows },
    { table: 'offers', rows: offerRows },
    { table: 'offerThemes', rows: offerThemes },
    { table: 'offerMarketingLabels', rows: offerLabels },
    { table: 'offerProgramLines', rows: lines },
    { table: 'offerAvailability', rows: availability },
    { table: 'singleVoucherPrices', rows: voucherPrices },
    { table: 'images', rows: images },
  ];
}

const breakfastIncluded = (lines: Record<string, unknown>[]) => lines.some((l) => l.kind === 'breakfast');

function roomRow(rng: Rng, id: number, hotelId: number, type: RoomTypeText) {
  return {
    id,
    uuid: rng.uuid(),
    hotelId,
    label: rng.pick(type.labels),
    size: rng.int(type.sizeM2[0], type.sizeM2[1]),
    type: type.code,
    bedding: BEDDINGS[rng.pick(type.beddings)]!,
    capacity: type.capacity,
    maxCapacity: type.maxCapacity,
    description: rng.pick(ROOM_DESCRIPTIONS),
    details: rng.sample(ROOM_DETAIL_SECTIONS, 2).map((d) => ({ title: d.title, details: [...d.details] })),
    highlights: rng.sample(ROOM_HIGHLIGHTS, 3),
    importantInfos: rng.sample(ROOM_IMPORTANT_INFOS, rng.int(0, 2)),
  };
}

function imageRow(ids: Ids, kind: s.ImageKind, ownerId: number, position: number, subject: string, seed: number, alt: Localized, title: Localized, legend: Localized | null = null) {
  const id = ++ids.image;
  return { id, kind, ownerId, position, subject, seed: hashSeed(seed, 'image', id) % 100000, alt, title, legend };
}

/** Seasonal factor for a date (month and weekday). */
function seasonFactor(date: Date, environment: 'seaside' | 'mountain' | 'other'): number {
  const month = date.getUTCMonth();
  const weekday = date.getUTCDay(); // 0 Sunday
  const monthly =
    environment === 'mountain'
      ? [1.35, 1.4, 1.25, 1.0, 0.85, 0.9, 1.05, 1.1, 0.85, 0.85, 0.9, 1.3]
      : environment === 'seaside'
        ? [0.8, 0.8, 0.9, 1.0, 1.05, 1.25, 1.45, 1.5, 1.15, 0.95, 0.85, 0.95]
        : [0.9, 0.9, 0.95, 1.05, 1.1, 1.1, 1.15, 1.15, 1.05, 1.0, 0.95, 1.05];
  const weekend = weekday === 5 || weekday === 6 ? 1.15 : weekday === 0 ? 0.95 : 1;
  return monthly[month]! * weekend;
}

function availabilityArrays(rng: Rng, plan: OfferPlan, dates: CatalogueDates, defaultNights: number, maxNights: number) {
  const n = dates.availabilityDays;
  const price: number[] = new Array(n);
  const refPrice: number[] = new Array(n);
  const roomsLeft: number[] = new Array(n);
  const minStay: number[] = new Array(n);
  const checkoutNights: number[] = new Array(n);
  const env = plan.themeIds.includes(9) || plan.themeIds.includes(13) ? 'mountain' : plan.themeIds.includes(8) ? 'seaside' : 'other';
  // promotions: some offers always, some on periods; some small (< 10 %) ones too
  const promoStyle = rng.weighted(['none', 'always', 'periods', 'small'] as const, (k) => ({ none: 5, always: 2, periods: 3, small: 1 })[k]);
  const promoRate = promoStyle === 'small' ? rng.int(3, 9) / 100 : rng.pick([10, 12, 15, 20, 25, 30]) / 100;
  const closedWeekdays = rng.chance(0.12) ? [rng.pick([1, 2])] : [];
  const closureStart = rng.chance(0.2) ? rng.int(0, n - 30) : -1;
  const closureLength = rng.int(7, 21);
  const weekendOnly = plan.kind === 'stay' && rng.chance(0.15);
  const scarce = rng.chance(0.3);
  const start = Date.parse(`${dates.availabilityStart}T00:00:00Z`);
  let promoOn = false;
  for (let i = 0; i < n; i++) {
    const date = new Date(start + i * 86_400_000);
    const weekday = date.getUTCDay();
    if (promoStyle === 'periods' && i % 14 === 0) promoOn = rng.chance(0.45);
    const promo = promoStyle === 'always' || promoStyle === 'small' || (promoStyle === 'periods' && promoOn);
    const nightly = Math.max(3000, Math.round((plan.base * seasonFactor(date, env) * (0.97 + rng.next() * 0.06)) / 100) * 100);
    const closed = closedWeekdays.includes(weekday) || (closureStart >= 0 && i >= closureStart && i < closureStart + closureLength);
    const soldOut = !closed && rng.chance(0.03);
    price[i] = closed ? 0 : nightly;
    refPrice[i] = closed ? 0 : promo ? Math.ceil(nightly / (1 - promoRate) / 100) * 100 : nightly;
    roomsLeft[i] = closed || soldOut ? 0 : scarce && rng.chance(0.5) ? rng.int(1, 3) : rng.int(1, 10);
    const weekendDay = weekday === 5 || weekday === 6;
    const ms = weekendOnly && weekday === 5 ? 2 : weekendDay && rng.chance(0.2) ? 2 : rng.chance(0.04) ? 3 : 1;
    minStay[i] = Math.min(Math.max(ms, plan.kind === 'stay' ? Math.min(defaultNights, 2) : 1), maxNights);
    let mask = 0;
    for (let nights = minStay[i]!; nights <= maxNights; nights++) mask |= 1 << (nights - 1);
    if (weekendOnly && weekday === 5) mask &= 0b110; // Friday check-ins: 2 or 3 nights only
    checkoutNights[i] = mask;
  }
  return { price, refPrice, roomsLeft, minStay, checkoutNights };
}

/**
 * The cheapest bookable stay for 2 adults (from-price): for each check-in from today, a stay of that day's minimum
 * length, quoted by computeQuote() (the TypeScript mirror of sf_quote(), checked against it in db/pricing.test.ts);
 * the cheapest wins, the earliest among equals.
 */
export function fromPrice(
  offer: { id: number; published: boolean; expiresOn: string | null; priceMarkupBp: number },
  roomMaxCapacity: number,
  av: ReturnType<typeof availabilityArrays>,
  dates: CatalogueDates,
) {
  const none = { fromPrice: null, fromRefPrice: null, fromCheckin: null, fromNights: null };
  if (!offer.published || (offer.expiresOn != null && offer.expiresOn < dates.today)) return none;
  const inputs = { offer, roomMaxCapacity, availability: { startDate: dates.availabilityStart, ...av } };
  let best: StayQuote | null = null;
  for (let i = Math.max(0, daysBetween(dates.availabilityStart, dates.today)); i < av.price.length; i++) {
    const stay = { offerId: offer.id, checkin: addDays(dates.availabilityStart, i), nights: Math.max(1, av.minStay[i]!), adults: 2, children: 0, babies: 0 };
    const quote = computeQuote(inputs, stay, dates.today);
    if (quote.bookable && (best == null || quote.sellPrice! < best.sellPrice!)) best = quote;
  }
  return best
    ? { fromPrice: best.sellPrice, fromRefPrice: best.refPrice, fromCheckin: best.checkin, fromNights: best.nights }
    : none;
}

/**
 * Single-voucher price list: for nights 1..maxNights, the gift value of bucket 1 (Essential), 2 (Serenity: about 55 % of
 * the stays of the next 6 months included) and 3 (Liberty: about 70 %); bucket 1 covers about 35 %. The availability
 * upsell price covers about 95 % of the stays. Whole euros, for 2 people.
 */
function singleVoucherPrices(offerId: number, av: ReturnType<typeof availabilityArrays>, dates: CatalogueDates, maxNights: number) {
  const rows = [];
  const first = Math.max(0, daysBetween(dates.availabilityStart, dates.today));
  for (let nights = 1; nights <= maxNights; nights++) {
    const stays: number[] = [];
    for (let i = first; i < Math.min(first + 183, av.price.length - nights); i++) {
      let total = 0;
      let open = true;
      for (let k = i; k < i + nights; k++) {
        if (av.price[k]! <= 0) open = false;
        total += nightPrice(av.price[k]!, 0, 2, 0);
      }
      if (open) stays.push(total);
    }
    if (stays.length === 0) continue;
    stays.sort((a, b) => a - b);
    const at = (q: number) => Math.ceil(stays[Math.min(stays.length - 1, Math.floor(q * stays.length))]! / 100) * 100;
    const upsell = at(0.95);
    for (const [bucket, q] of [[1, 0.35], [2, 0.55], [3, 0.7]] as const) {
      const sellPrice = at(q);
      rows.push({ offerId, nights, bucket, sellPrice, upsellAvailabilityPrice: Math.max(0, upsell - sellPrice) });
    }
  }
  return rows;
}

// ----------------------------------------------------------------------------------------------------------------
// Activity-only products, boxes, mini-site offers
// ----------------------------------------------------------------------------------------------------------------

function* activityProductBatches(seed: number, count: number, ids: Ids): Generator<Batch> {
  const centres: Record<string, unknown>[] = [];
  const products: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const prices: Record<string, unknown>[] = [];
  const images: Record<string, unknown>[] = [];
  let centreId = 0;
  for (let i = 0; i < count; i++) {
    const rng = new Rng(hashSeed(seed, 'activity', i));
    const universe = ACTIVITY_UNIVERSES[i % ACTIVITY_UNIVERSES.length]!;
    const text = rng.pick(universe.products);
    const country = COUNTRY_CYCLE[(i * 7) % COUNTRY_CYCLE.length]!;
    const city = rng.weighted(placesFor(country).cities, (c) => TIER_WEIGHT[c.tier] ?? 1);
    const productId = 700000 + i;
    const centreCount = rng.weighted([1, 2, 3], (n) => ({ 1: 6, 2: 3, 3: 1 })[n]!);
    const productCentres: number[] = [];
    for (let c = 0; c < centreCount; c++) {
      const centreCity = c === 0 ? city : rng.weighted(placesFor(country).cities, (x) => TIER_WEIGHT[x.tier] ?? 1);
      const lang = localLangOf(centreCity);
      const position = jitter(rng, centreCity, 3);
      const street = STREETS[lang];
      const id = ++centreId;
      centres.push({
        id,
        label: fill(rng.pick(universe.centreNames)[lang], { city: centreCity.name[lang], name: rng.pick(HOTEL_NAME_PARTS)[lang] }),
        slug: `centre-${id}-${centreCity.slug}`,
        placeId: centreCity.id,
        cityName: { ...centreCity.name },
        streetAddress: fill(street.pattern, { n: rng.int(1, 120), street: rng.pick(street.names) }),
        zipCode: centreCity.postalCode,
        lat: position.lat,
        lng: position.lng,
        stars: rng.chance(0.3) ? rng.int(3, 5) : null,
      });
      productCentres.push(id);
      links.push({ productId, centreId: id, main: c === 0 });
    }
    const label = text.title;
    products.push({
      id: productId,
      label,
      slug: `${slugify(text.title.fr)}-${city.slug}`,
      description: text.description,
      themeId: universe.themeId,
      activities: [
        {
          title: text.title,
          description: text.description,
          univers: universe.univers,
          composition: [...text.composition],
          schedules: [...text.schedules],
          importantInformation: [...text.importantInformation],
        },
      ],
      niceToKnow: [...universe.niceToKnow],
      importantInfos: [...text.importantInformation],
      schedules: [...text.schedules],
      published: !rng.chance(0.04),
      countryCode: country,
      placeId: city.id,
      popularity: rng.int(0, 1000),
    });
    // prices keyed by adult count: minPax..maxPax
    const minPax = rng.chance(0.3) ? 2 : 1;
    const maxPax = rng.int(Math.max(2, minPax), 6);
    const perPerson = rng.int(25, 120) * 100;
    const promo = rng.weighted([0, 3, 5, 10, 15, 20, 25], (p) => (p === 0 ? 5 : 1)) / 100;
    for (let adults = minPax; adults <= maxPax; adults++) {
      const sellPrice = Math.round((perPerson * adults * (adults >= 4 ? 0.92 : 1)) / 100) * 100;
      prices.push({ productId, adults, sellPrice, barPrice: promo ? Math.ceil(sellPrice / (1 - promo) / 100) * 100 : sellPrice });
    }
    for (let p = 0; p < rng.int(3, 5); p++) images.push(imageRow(ids, 'activity_product', productId, p, `${universe.code}-${p}`, seed, label, label));
  }
  yield { table: 'activityCentres', rows: centres };
  yield { table: 'activityProducts', rows: products };
  yield { table: 'activityProductCentres', rows: links };
  yield { table: 'activityProductPrices', rows: prices };
  yield { table: 'images', rows: images };
}

const BOX_TIERS = [
  { code: '', price: 14990, stars: [2, 3] },
  { code: 'PREMIUM', price: 21990, stars: [3, 4] },
  { code: 'PRESTIGE', price: 34990, stars: [4, 5] },
] as const;

function* boxBatches(seed: number, size: CatalogueSize, giftableByTheme: Map<number, { id: number; stars: number; country: CountryCode }[]>, ids: Ids): Generator<Batch> {
  const tiers = size === 'small' ? BOX_TIERS.slice(0, 1) : BOX_TIERS;
  const boxes: Record<string, unknown>[] = [];
  const boxOffers: Record<string, unknown>[] = [];
  const images: Record<string, unknown>[] = [];
  const maxOffers = size === 'large' ? 400 : 200;
  let id = 0;
  for (const text of GIFT_BOXES) {
    const nights = /2N/.test(text.code) ? 2 : 1;
    for (const tier of tiers) {
      for (const format of ['EBOX', 'BOX'] as const) {
        const rng = new Rng(hashSeed(seed, 'box', text.code, tier.code, format));
        const boxId = ++id;
        const code = [text.code, tier.code, format].filter(Boolean).join('-');
        const sellPrice = tier.price * nights + (format === 'BOX' ? 500 : 0);
        const referencePrice = rng.chance(0.6) ? Math.ceil((sellPrice * (1 + rng.pick([0.03, 0.1, 0.15, 0.2]))) / 100) * 100 : sellPrice;
        const title = tier.code ? map4((l) => `${text.title[l]} ${tier.code === 'PREMIUM' ? 'Premium' : 'Prestige'}`) : text.title;
        boxes.push({
          id: boxId,
          code,
          slug: slugify(`${text.title.fr} ${tier.code}`),
          title,
          description: text.description,
          includedContent: [...text.includedContent],
          sellPrice,
          referencePrice,
          nights,
          persons: 2,
          themeIds: [text.themeId],
          rating: round1(rng.normal(8.6, 0.4)),
          position: boxId,
          campaign: rng.chance(0.3) ? 'best-boxes' : null,
          published: true,
          locales: ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'],
        });
        const eligible = (giftableByTheme.get(text.themeId) ?? []).filter((o) => (tier.stars as readonly number[]).includes(o.stars));
        for (const offer of eligible.slice(0, maxOffers)) boxOffers.push({ boxId, offerId: offer.id });
        for (let p = 0; p < 3; p++) images.push(imageRow(ids, 'box', boxId, p, `box-${text.code.toLowerCase()}-${p}`, seed, title, title));
      }
    }
  }
  yield { table: 'boxes', rows: boxes };
  yield { table: 'boxOffers', rows: boxOffers };
  yield { table: 'images', rows: images };
}

function minisiteOfferBatch(seed: number, today: string, mainOffersByCountry: Map<CountryCode, number[]>): Batch {
  const rows: Record<string, unknown>[] = [];
  for (const site of minisitesOn(today)) {
    const rng = new Rng(hashSeed(seed, 'minisite', site.id));
    const country: CountryCode = site.locale.endsWith('BE') ? 'BE' : 'FR';
    const pool = [...(mainOffersByCountry.get(country) ?? []), ...rng.sample(mainOffersByCountry.get('FR') ?? [], 20)];
    for (const offerId of new Set(rng.sample(pool, 60))) rows.push({ minisiteId: site.id, offerId });
  }
  return { table: 'minisiteOffers', rows };
}

