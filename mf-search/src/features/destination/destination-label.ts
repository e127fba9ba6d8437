/**
 * What the destination field says about the destination criteria applied (search.md §2): the criteria package
 * decides what a destination is (destinationOf: city, hotel or area; isPositionSearch: a lat/lng position) and what
 * focusing the field clears (clearDestination); this file only names it. A hotel search has no searchDetails
 * destination (the API resolves no place for a hotel), nor has a position search: the hotel's name comes from its
 * offers, and a position reads 'Around {place}' for a nearby-location search confirmed in this page session or
 * 'In this area' otherwise (a map area, a shared link).
 */
import { destinationOf, isPositionSearch, type SearchCriteria } from '@storefront/criteria';
import type { useTranslation } from '@storefront/i18n';
import type { OfferView, PlaceView } from '../../api/types';

type T = ReturnType<typeof useTranslation>['t'];

/** A destination criterion is applied: a destination id (city, hotel, area) or a position (lat/lng). */
export function hasDestinationCriteria(criteria: SearchCriteria): boolean {
  return destinationOf(criteria) !== undefined || isPositionSearch(criteria);
}

interface NearbyPlace {
  lat: number;
  lng: number;
  label: string;
}

/**
 * Places of the nearby-location searches confirmed in this page session (the URL keeps only the position). In the
 * module, not a mount's store: the home page's search box and the results page are two mounts of this remote.
 * Written only from a click, so a server render never sees one.
 */
const nearbyPlaces: NearbyPlace[] = [];
const NEARBY_PLACES_MAX = 5;
/** positions equal after the URL round trip (the hash writes at most 12 decimals) */
const SAME_POSITION = 1e-9;

export function rememberNearbyPlace(place: NearbyPlace): void {
  const i = nearbyPlaces.findIndex((p) => samePosition(p, place));
  if (i >= 0) nearbyPlaces.splice(i, 1);
  nearbyPlaces.unshift({ lat: place.lat, lng: place.lng, label: place.label });
  nearbyPlaces.length = Math.min(nearbyPlaces.length, NEARBY_PLACES_MAX);
}

/** For tests. */
export function forgetNearbyPlaces(): void {
  nearbyPlaces.length = 0;
}

function samePosition(a: { lat: number; lng: number }, b: { lat: number; lng: number }): boolean {
  return Math.abs(a.lat - b.lat) < SAME_POSITION && Math.abs(a.lng - b.lng) < SAME_POSITION;
}

/** 'Around Annecy' (the nearby-location picker's wording). */
export function nearbyLabel(place: string, t: T): string {
  return t('destination.nearby.title', { place });
}

/**
 * The label of the destination criteria: a position's wording, else the destination the API resolved, else a
 * hotel's name from its offers; '' when none is known (the field then shows its placeholder).
 */
export function destinationLabelOf(
  criteria: SearchCriteria,
  found: { details?: { destination: PlaceView | null } | null; offers?: readonly OfferView[] },
  t: T,
): string {
  if (isPositionSearch(criteria)) {
    const place = nearbyPlaces.find((p) => samePosition(p, { lat: criteria.lat!, lng: criteria.lng! }));
    return place ? nearbyLabel(place.label, t) : t('destination.area');
  }
  const destination = found.details?.destination?.label;
  if (destination) return destination;
  if (criteria.hotel)
    return found.offers?.find((o) => String(o.hotel.id) === criteria.hotel)?.hotel.label ?? '';
  return '';
}
