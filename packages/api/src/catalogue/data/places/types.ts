import type { Localized } from '../text/localized';

export type { Localized } from '../text/localized';

/** ISO 3166-1 alpha-2 codes of the five countries sold. */
export type CountryCode = 'FR' | 'ES' | 'BE' | 'NL' | 'IT';

export const COUNTRY_CODES: readonly CountryCode[] = ['FR', 'ES', 'BE', 'NL', 'IT'];

/**
 * Place categories, spelled like the search-criteria hash keys
 * (city, searesort, skiresort, touristicregion, poi, region, department, country).
 */
export type PlaceCategory =
  | 'country'
  | 'region'
  | 'department'
  | 'city'
  | 'searesort'
  | 'skiresort'
  | 'touristicregion'
  | 'poi';

/** A latitude/longitude box: south <= lat <= north, west <= lng <= east. */
export interface Bounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

interface PlaceBase {
  /** Numeric id, unique across every category and stable (never renumbered; new places get new ids). */
  readonly id: number;
  readonly category: PlaceCategory;
  /** Lower-case ASCII kebab-case of the local name, for URIs. */
  readonly slug: string;
  readonly name: Localized;
  readonly country: CountryCode;
  /** WGS84 degrees, 4 decimals. For areas: a central point. */
  readonly lat: number;
  readonly lng: number;
}

export interface Country extends PlaceBase {
  readonly category: 'country';
  /** Boxes covering the country (mainland and islands). */
  readonly bounds: readonly Bounds[];
}

/** French region, Spanish autonomous community, Belgian region, Dutch province, Italian region. */
export interface Region extends PlaceBase {
  readonly category: 'region';
  readonly countryId: number;
}

/** French department, Spanish province, Belgian province, Dutch province (doubling its region), Italian province. */
export interface Department extends PlaceBase {
  readonly category: 'department';
  /** Official code: INSEE number (FR), INE number (ES), province abbreviation (BE, NL, IT). */
  readonly code: string;
  readonly regionId: number;
  readonly countryId: number;
}

/** 1 = metropolis ... 5 = small town. Weight for how many hotels a city gets. */
export type PopulationTier = 1 | 2 | 3 | 4 | 5;

export interface City extends PlaceBase {
  readonly category: 'city';
  readonly postalCode: string;
  readonly population: number;
  /** From population; raised to at most 3 for towns that are major tourist destinations. */
  readonly tier: PopulationTier;
  readonly departmentId: number;
  readonly regionId: number;
  readonly countryId: number;
}

/** A resort, touristic region or point of interest: an area around a point. */
interface AreaPlace extends PlaceBase {
  /** Hotels within this distance of (lat, lng) belong to the place. */
  readonly radiusKm: number;
  readonly departmentId: number;
  readonly regionId: number;
  readonly countryId: number;
}

export interface SeaResort extends AreaPlace {
  readonly category: 'searesort';
  /** The city entry for the same town, when there is one. */
  readonly cityId: number | null;
}

export interface SkiResort extends AreaPlace {
  readonly category: 'skiresort';
  /** The nearest city entry in the same department, when one is within 40 km. */
  readonly cityId: number | null;
}

export interface TouristicRegion extends AreaPlace {
  readonly category: 'touristicregion';
}

export interface PointOfInterest extends AreaPlace {
  readonly category: 'poi';
  /** The city the point of interest is in or next to (nearest city entry of the same department within 40 km). */
  readonly cityId: number | null;
}

export type Place =
  | Country
  | Region
  | Department
  | City
  | SeaResort
  | SkiResort
  | TouristicRegion
  | PointOfInterest;
