/** Offer card rules (search.md §5, §9) that are specific to search results. */
import type { WishlistItem } from '@storefront/contracts';
import { PROMO_THRESHOLD, addDays, type Flow, type SearchCriteria } from '@storefront/criteria';
import type { CardKind, OfferView } from '../../api/types';

/** The promo threshold of a card: the criteria package's rule, the one the API applies (10 %, activities 5 %). */
export function promoThreshold(kind: CardKind): number {
  return kind === 'activity' ? PROMO_THRESHOLD.activity : PROMO_THRESHOLD.stay;
}

/** How the price is shown: per person for activities, per night for hotel-only stays of several nights, total otherwise. */
export function priceMode(offer: Pick<OfferView, 'kind' | 'nights'>): 'perPerson' | 'perNight' | 'total' {
  if (offer.kind === 'activity') return 'perPerson';
  if (offer.kind === 'hotelOnly' && (offer.nights ?? 1) > 1) return 'perNight';
  return 'total';
}

/**
 * A flexible-dates search (a weekend, decision 0096): the card's own stay, its cheapest matching dates as the API
 * priced them; null otherwise (exact dates or none).
 */
export function cardStay(
  offer: Partial<Pick<OfferView, 'checkin' | 'nights'>>,
  criteria: Pick<SearchCriteria, 'weekend'>,
): { checkin: string; checkout: string; nights: number } | null {
  if (!criteria.weekend || !offer.checkin || !offer.nights) return null;
  return { checkin: offer.checkin, checkout: addDays(offer.checkin, offer.nights), nights: offer.nights };
}

/**
 * Link to the offer: its uri, with the dates and travellers of the search in the hash in booking and hotel flows;
 * with flexible dates, the card's own stay.
 */
export function offerLink(offer: Pick<OfferView, 'uri' | 'kind'> & Partial<Pick<OfferView, 'checkin' | 'nights'>>, flow: Flow, criteria: SearchCriteria): string {
  if (!offer.uri.startsWith('/')) return '#';
  if (offer.kind === 'activity' || offer.kind === 'gift' || (flow !== 'booking' && flow !== 'hotel')) return offer.uri;
  const hash = new URLSearchParams();
  hash.set('a', String(criteria.a));
  hash.set('c', String(criteria.c));
  hash.set('b', String(criteria.b));
  const stay = cardStay(offer, criteria);
  if (stay) {
    hash.set('checkin', stay.checkin);
    hash.set('checkout', stay.checkout);
    hash.set('night', String(stay.nights));
  } else if (criteria.checkin && criteria.checkout) {
    hash.set('checkin', criteria.checkin);
    hash.set('checkout', criteria.checkout);
    if (criteria.night) hash.set('night', String(criteria.night));
  }
  return `${offer.uri.split('#')[0]}#${hash.toString()}`;
}

export function wishlistItemOf(offer: OfferView, criteria?: Pick<SearchCriteria, 'checkin' | 'checkout'>): WishlistItem {
  const kind = offer.kind === 'activity' ? 'activity' : 'stay';
  return {
    id: String(offer.id),
    label: offer.label,
    hotel: offer.hotel.label,
    imageUrl: offer.images[0]?.url,
    uri: offer.uri,
    kind,
    // a stay wished on the searched dates: the price-drop alert watches it on them (decision 0083)
    ...(kind === 'stay' && criteria?.checkin && criteria.checkout ? { checkin: criteria.checkin, checkout: criteria.checkout } : {}),
  };
}

/** Data of the select-item analytics event sent when an activity card is clicked. */
export function selectItemPayload(offer: OfferView, index: number, listName: string): Record<string, unknown> {
  return {
    item_list_name: listName,
    items: [{ item_id: String(offer.id), item_name: offer.label, item_brand: offer.hotel.label, item_category: 'activity', index, price: offer.sellPrice / 100 }],
  };
}
