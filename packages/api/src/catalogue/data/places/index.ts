import { CITIES } from './cities';
import { COUNTRIES } from './countries';
import { DEPARTMENTS } from './departments';
import { POINTS_OF_INTEREST } from './points-of-interest';
import { REGIONS } from './regions';
import { SEA_RESORTS } from './sea-resorts';
import { SKI_RESORTS } from './ski-resorts';
import { TOURISTIC_REGIONS } from './touristic-regions';
import type {
  City,
  Country,
  CountryCode,
  Department,
  Place,
  PlaceCategory,
  PointOfInterest,
  Region,
  SeaResort,
  SkiResort,
  TouristicRegion,
} from './types';
import { COUNTRY_CODES } from './types';
import type { Lang } from '../text/localized';

export * from './types';
export {
  CITIES,
  COUNTRIES,
  DEPARTMENTS,
  POINTS_OF_INTEREST,
  REGIONS,
  SEA_RESORTS,
  SKI_RESORTS,
  TOURISTIC_REGIONS,
};

/** Every place of every category, countries first, then down the hierarchy, then the areas. */
export const ALL_PLACES: readonly Place[] = [
  ...COUNTRIES,
  ...REGIONS,
  ...DEPARTMENTS,
  ...CITIES,
  ...SEA_RESORTS,
  ...SKI_RESORTS,
  ...TOURISTIC_REGIONS,
  ...POINTS_OF_INTEREST,
];

const BY_ID: ReadonlyMap<number, Place> = new Map(ALL_PLACES.map((p) => [p.id, p]));

/** The place with this id, or undefined. */
export function placeById(id: number): Place | undefined {
  return BY_ID.get(id);
}

/** The place with this id and category (e.g. the `city=123` hash key), or undefined when the id is of another category. */
export function placeOfCategory<C extends PlaceCategory>(
  category: C,
  id: number,
): Extract<Place, { category: C }> | undefined {
  const place = BY_ID.get(id);
  return place && place.category === category ? (place as Extract<Place, { category: C }>) : undefined;
}

/** 'FR' or 'fr' -> 'FR'; anything else is a RangeError naming the accepted codes. */
function toCountryCode(country: string): CountryCode {
  const code = country.trim().toUpperCase();
  if (!(COUNTRY_CODES as readonly string[]).includes(code)) {
    throw new RangeError(`Unknown country "${country}" (expected one of ${COUNTRY_CODES.join(', ')})`);
  }
  return code as CountryCode;
}

export interface CountryPlaces {
  readonly country: Country;
  readonly regions: readonly Region[];
  readonly departments: readonly Department[];
  readonly cities: readonly City[];
  readonly seaResorts: readonly SeaResort[];
  readonly skiResorts: readonly SkiResort[];
  readonly touristicRegions: readonly TouristicRegion[];
  readonly pointsOfInterest: readonly PointOfInterest[];
}

const PLACES_FOR = new Map<CountryCode, CountryPlaces>();

/** All places of one country, by category. `country` is a code such as 'FR' (case-insensitive). */
export function placesFor(country: CountryCode | string): CountryPlaces {
  const code = toCountryCode(country);
  let found = PLACES_FOR.get(code);
  if (!found) {
    const of = <T extends Place>(list: readonly T[]) => list.filter((p) => p.country === code);
    found = {
      country: COUNTRIES.find((c) => c.country === code) as Country,
      regions: of(REGIONS),
      departments: of(DEPARTMENTS),
      cities: of(CITIES),
      seaResorts: of(SEA_RESORTS),
      skiResorts: of(SKI_RESORTS),
      touristicRegions: of(TOURISTIC_REGIONS),
      pointsOfInterest: of(POINTS_OF_INTEREST),
    };
    PLACES_FOR.set(code, found);
  }
  return found;
}

/**
 * The parent used by the fallback search: city, resort and point of interest -> department,
 * department -> region, region and touristic region -> country, country -> none.
 */
export function parentOf(place: Place): Place | undefined {
  switch (place.category) {
    case 'country':
      return undefined;
    case 'region':
    case 'touristicregion':
      return BY_ID.get(place.countryId);
    case 'department':
      return BY_ID.get(place.regionId);
    default:
      return BY_ID.get(place.departmentId);
  }
}

/** The place and its ancestors up to its country, e.g. [city, department, region, country]. */
export function hierarchyOf(place: Place): Place[] {
  const chain: Place[] = [];
  for (let p: Place | undefined = place; p; p = parentOf(p)) chain.push(p);
  return chain;
}

const FLANDERS_REGION_ID = REGIONS.find((r) => r.country === 'BE' && r.name.nl === 'Vlaanderen')?.id;

/**
 * The language spoken where a place is (for hotel names, activity centres, street names):
 * Flanders -> nl, Brussels and Wallonia -> fr, the Netherlands -> nl, Spain -> es, Italy -> it, France -> fr.
 */
export function localLangOf(place: Place): Lang {
  switch (place.country) {
    case 'ES':
      return 'es';
    case 'IT':
      return 'it';
    case 'NL':
      return 'nl';
    case 'BE': {
      const regionId = place.category === 'region' ? place.id : 'regionId' in place ? place.regionId : undefined;
      return regionId === FLANDERS_REGION_ID ? 'nl' : 'fr';
    }
    default:
      return 'fr';
  }
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when (lat, lng) lies in one of the country's boxes. */
export function isInCountry(country: CountryCode | string, point: { lat: number; lng: number }): boolean {
  return placesFor(country).country.bounds.some(
    (b) => point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east,
  );
}
