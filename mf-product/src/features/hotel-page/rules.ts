/** Hotel page rules (product-and-purchase.md §2.1, §9). */
import type { HotelRoom, HotelRoomOffer } from '../../api/types';

/** Eco label block only with at least 8 eco facilities. */
export const ECO_FACILITIES_MIN = 8;
export function showsEcoBlock(ecoFacilities: readonly unknown[] | null | undefined): boolean {
  return (ecoFacilities?.length ?? 0) >= ECO_FACILITIES_MIN;
}

/** Gallery: 4 images on the hotel page; nearby carousel scrolls 3 at a time. */
export const HOTEL_GALLERY_IMAGES = 4;
export const NEARBY_PER_VIEW = 3;

export type OffersState = 'loading' | 'noAvailability' | 'noOffers' | 'offers';

/** Skeletons while fetching; without offers: no availability when dates are chosen, no offers otherwise. */
export function offersState(fetching: boolean, offerCount: number, hasDates: boolean): OffersState {
  if (fetching) return 'loading';
  if (offerCount > 0) return 'offers';
  return hasDates ? 'noAvailability' : 'noOffers';
}

/** Structured rating data: rating scale 0 to 10. */
export function hotelJsonLd(hotel: { label: string; stars: number; location: { address: string; latitude: number; longitude: number }; review: { count: number; average: number | null } }, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.label,
    url,
    address: hotel.location.address,
    geo: { '@type': 'GeoCoordinates', latitude: hotel.location.latitude, longitude: hotel.location.longitude },
    ...(hotel.stars ? { starRating: { '@type': 'Rating', ratingValue: hotel.stars } } : {}),
    ...(hotel.review.count > 0 && hotel.review.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.review.average, reviewCount: hotel.review.count, bestRating: 10, worstRating: 0 } }
      : {}),
  };
}

/** A room offer with its price (bookable at the dates, or its from-price without dates). */
export type PricedRoomOffer = HotelRoomOffer & { price: NonNullable<HotelRoomOffer['price']> };

/** Room offer cards grouped by room: only priced offers, rooms without any left out. */
export function roomOfferGroups(rooms: readonly HotelRoom[]): (Omit<HotelRoom, 'offers'> & { offers: PricedRoomOffer[] })[] {
  return rooms
    .map((room) => ({ ...room, offers: room.offers.filter((o): o is PricedRoomOffer => o.price != null) }))
    .filter((room) => room.offers.length > 0);
}

/**
 * Hash `theme` (the theme of the search the visitor came from): the room offers of that theme come first - rooms
 * with one before the others, and within a room its theme offers before the rest (order kept otherwise).
 */
export function themeFirst<R extends { offers: readonly { id: number }[] }>(groups: readonly R[], themeOfferIds: ReadonlySet<number>): R[] {
  if (!themeOfferIds.size) return [...groups];
  const rank = <T extends { id: number }>(o: T) => (themeOfferIds.has(o.id) ? 0 : 1);
  const sorted = groups.map((room) => ({ ...room, offers: [...room.offers].sort((x, y) => rank(x) - rank(y)) }));
  const hasTheme = (room: R) => room.offers.some((o) => themeOfferIds.has(o.id));
  return [...sorted.filter(hasTheme), ...sorted.filter((room) => !hasTheme(room))];
}
