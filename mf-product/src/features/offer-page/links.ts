/** Links of the offer and hotel pages: the stay in the hash, hotel links carrying dates and nights in booking. */
import type { Flow, Paths } from '@storefront/contracts';
import type { Stay } from '../../api/types';
import { serialiseProductHash } from '../../state/url';

/** Dates (with nights) and travellers as a hash. */
export function stayHash(stay: Stay): string {
  return serialiseProductHash({ checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, a: stay.a, c: stay.c, b: stay.b });
}

/** Hotel link: by the hotel route plus id; in booking it carries the current dates and nights. */
export function hotelLink(p: Paths, hotelId: number, flow: Flow, stay: Stay): string {
  return p.hotel(hotelId, flow === 'booking' && stay.checkin && stay.checkout ? stayHash(stay) : undefined);
}
