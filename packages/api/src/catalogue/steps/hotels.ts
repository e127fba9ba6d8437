/** Step: the hotels, where they are, their facilities, description, rooms, pictures, places, reviews and offers. */
import type * as s from '../../db/schema';
import { normalizeSearchText } from '../../db/normalize';
import { Rng } from '../prng';
import { distanceKm, placesFor, type City, type CountryCode, type Place } from '../data/places';
import { fill, type Lang } from '../data/text/localized';
import { HOTEL_DESCRIPTION_SENTENCES, HOTEL_FACILITY_SENTENCES, HOTEL_NAME_PARTS, HOTEL_NAME_PATTERNS, type HotelEnvironmentCode, type HotelStyleCode, type HotelTypeCode } from '../data/text/hotels';
import { ROOM_TYPES } from '../data/text/rooms';
import { ACCESSIBILITY_FACILITIES, type AccessibilityFacility } from '@storefront/criteria';
import { ALL_FACILITIES, ECO_FACILITIES, FACILITIES } from '../data/text/facilities';
import { hashSeed } from '../prng';
import { HOTEL_IMPORTANT_INFOS, PARKING_INFOS } from '../data/text/policies';
import type { Batch, CatalogueDates } from '../generate';
import { euros, imageRow, map4, round1, slugify, type Ids } from './helpers';
import { roomRow } from './rooms';
import { hotelReviews } from './reviews';
import { hotelOffers } from './offers';

/** Street names per local language (generator vocabulary for addresses). */
export const STREETS: Record<Lang, { pattern: string; names: string[] }> = {
  fr: { pattern: '{n} {street}', names: ['rue de la République', 'avenue des Tilleuls', 'rue du Château', 'place de l’Église', 'chemin des Vignes', 'boulevard de la Mer', 'rue Victor-Hugo', 'allée des Pins', 'quai des Tanneurs', 'route du Lac'] },
  es: { pattern: '{street}, {n}', names: ['Calle Mayor', 'Avenida del Mar', 'Calle Real', 'Plaza de España', 'Paseo de la Alameda', 'Calle del Sol', 'Camino de la Ermita', 'Calle San Juan', 'Avenida de la Constitución', 'Calle de la Fuente'] },
  nl: { pattern: '{street} {n}', names: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsstraat', 'Marktplein', 'Zeedijk', 'Kasteeldreef', 'Lindenlaan', 'Havenkade', 'Bosweg'] },
  it: { pattern: '{street}, {n}', names: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Piazza del Duomo', 'Via dei Mille', 'Via del Mare', 'Viale dei Pini', 'Via Mazzini', 'Lungolago', 'Via della Chiesa'] },
};

/** Country of hotel i: France about 40 %, Spain and Italy 20 %, Belgium and the Netherlands 10 %. */
export const COUNTRY_CYCLE: CountryCode[] = ['FR', 'ES', 'FR', 'IT', 'BE', 'FR', 'ES', 'IT', 'NL', 'FR'];
export const TIER_WEIGHT: Record<number, number> = { 1: 14, 2: 7, 3: 5, 4: 2, 5: 1 };
export const COUNTRY_PRICE: Record<CountryCode, number> = { FR: 1, ES: 0.85, BE: 0.95, NL: 1.05, IT: 0.95 };


export interface HotelContext {
  rng: Rng;
  lang: Lang;
  city: City;
  area: Place | null;
}

export type AreaPlace = Extract<Place, { radiusKm: number }>;

const AREAS_BY_COUNTRY = new Map<CountryCode, AreaPlace[]>();
export function areasOf(country: CountryCode): AreaPlace[] {
  let areas = AREAS_BY_COUNTRY.get(country);
  if (!areas) {
    const p = placesFor(country);
    areas = [...p.seaResorts, ...p.skiResorts, ...p.touristicRegions, ...p.pointsOfInterest];
    AREAS_BY_COUNTRY.set(country, areas);
  }
  return areas;
}

export function nearestCity(point: { lat: number; lng: number }, country: CountryCode, departmentId?: number): City {
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
export function jitter(rng: Rng, point: { lat: number; lng: number }, km: number) {
  const angle = rng.next() * 2 * Math.PI;
  const r = Math.sqrt(rng.next()) * km;
  const lat = point.lat + (r / 111) * Math.cos(angle);
  const lng = point.lng + (r / (111 * Math.cos((point.lat * Math.PI) / 180))) * Math.sin(angle);
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

export function environmentFor(rng: Rng, city: City, area: Place | null): HotelEnvironmentCode {
  if (area?.category === 'searesort') return 'seaside';
  if (area?.category === 'skiresort') return 'mountain';
  if (city.tier <= 2 && !area) return rng.chance(0.8) ? 'city_centre' : 'riverside';
  return rng.pick<HotelEnvironmentCode>(['countryside', 'village', 'vineyard', 'forest', 'lakeside', 'riverside', 'countryside', 'village', 'city_centre']);
}

export function hotelTypeFor(rng: Rng, environment: HotelEnvironmentCode, stars: number): HotelTypeCode {
  if (environment === 'city_centre') return rng.pick<HotelTypeCode>(['hotel', 'hotel', 'boutique_hotel', 'apartment_hotel', 'guesthouse']);
  if (environment === 'seaside') return rng.pick<HotelTypeCode>(['hotel', 'resort', 'boutique_hotel', 'guesthouse']);
  if (environment === 'mountain') return rng.pick<HotelTypeCode>(['hotel', 'inn', 'resort', 'apartment_hotel']);
  if (stars >= 4) return rng.pick<HotelTypeCode>(['castle', 'manor', 'country_estate', 'hotel', 'boutique_hotel']);
  return rng.pick<HotelTypeCode>(['hotel', 'inn', 'guesthouse', 'farmhouse', 'country_estate', 'unusual']);
}

export const ENVIRONMENT_THEMES: Record<HotelEnvironmentCode, number[]> = {
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


export function hotelBundle(
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
  const facilityIndex = new Map(ALL_FACILITIES.map((f, i) => [f.code, i + 1]));
  const highlighted = new Set(rng.sample(chosen, 4).map((f) => f.code));
  // accessibility comes from its own rule, not from the general draw (whose draws stay as they were)
  const access = accessibilityOf(seed, hotelId);
  const pmr = access.includes('step_free_access') && access.includes('accessible_bathroom');
  const drawn = chosen.filter((f) => !(ACCESSIBILITY_FACILITIES as readonly string[]).includes(f.code) && f.code !== 'accessible');
  const withAccess = [...drawn, ...ALL_FACILITIES.filter((f) => (access as string[]).includes(f.code) || (pmr && f.code === 'accessible'))];
  const hotelFacilities = [...withAccess, ...eco].map((f) => ({ hotelId, facilityId: facilityIndex.get(f.code)!, highlighted: highlighted.has(f.code) }));
  const codes = new Set(withAccess.map((f) => f.code));

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
  const { reviewRows, reviewCount, reviewAverage } = hotelReviews(rng, ids, dates, { hotelId, country: city.country, stars, style });

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
    reviewAverage,
    channelManagerId: rng.chance(0.3) ? `CM-${rng.int(10000, 99999)}` : null,
    connectivity: rng.chance(0.3),
    legacyPackageCount: rng.int(0, 40),
    popularity: rng.int(0, 1000),
    searchText: normalizeSearchText(`${label} ${city.name[lang]} ${city.name.fr}`),
  };

  // offers
  const { offerRows, offerThemes, offerLabels, lines, availability, voucherPrices } = hotelOffers({
    rng, style, roomTypes, petsAllowed, codes, hotelType, environment, offersPerHotel, stars, city, ids, isEco: eco.length >= 8, rooms, seed, dates, hotel, label, description, images, hotelId, giftableByTheme, mainOffersByCountry,
  });

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

/**
 * A hotel's accessibility facilities (issue #34 §6), from a stream of its own so the hotel's other draws do not
 * move: step-free access in about 40 % of hotels, a lift in 55 %; an accessible bathroom in half of the step-free
 * ones; accessible parking in 60 % of the step-free ones and 10 % of the others; a hearing loop in 8 %. 'accessible'
 * (reduced mobility, the facilities facet) follows: step-free access with an accessible bathroom.
 */
export function accessibilityOf(seed: number, hotelId: number): AccessibilityFacility[] {
  const share = (code: string) => hashSeed(seed, 'accessibility', hotelId, code) / 2 ** 32;
  const stepFree = share('step_free_access') < 0.4;
  const has: Record<AccessibilityFacility, boolean> = {
    step_free_access: stepFree,
    elevator: share('elevator') < 0.55,
    accessible_bathroom: stepFree && share('accessible_bathroom') < 0.5,
    accessible_parking: share('accessible_parking') < (stepFree ? 0.6 : 0.1),
    hearing_loop: share('hearing_loop') < 0.08,
  };
  return ACCESSIBILITY_FACILITIES.filter((code) => has[code]);
}
