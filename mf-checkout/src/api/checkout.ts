/**
 * Every API call of mf-checkout (product-and-purchase.md §7) with the spec's path shapes, and the mapping of answers
 * to view types. Components call these through hooks, never the client directly.
 */
import type { CheckoutApiClient } from './client';
import type { ActivityDate, OfferDetail, PriceBreakdown, Quote, Stay } from './types';

/** GET {api}/weekend/{id}/detail.json: what is bought (offer, hotel, room, programme). */
export function fetchOfferDetail(client: CheckoutApiClient, id: number, stay: Partial<Stay> & Pick<Stay, 'a' | 'c' | 'b'>, signal?: AbortSignal): Promise<OfferDetail> {
  const dated = stay.checkin && stay.nights ? { checkin: stay.checkin, night: stay.nights } : {};
  return client.get('/api/weekend/{id}/detail.json', {
    pathParams: { id },
    params: { client: 'msite', adult: stay.a, child: stay.c, baby: stay.b, fetchPageModel: 'false', ...dated },
    signal,
  });
}

/** Activities of the programme that need a date, in programme order (the order of the hash's activityDates). */
export function datedActivityIds(detail: OfferDetail): number[] {
  return detail.activities.filter((line) => line.needsDate && line.activityId !== null).map((line) => line.activityId!);
}

/** The hash's dates matched to the activities needing one; an activity without a date is left out. */
export function activityDatesOf(activityIds: number[], dates: string[]): ActivityDate[] {
  return activityIds.flatMap((activityId, i) => (dates[i] ? [{ activityId, date: dates[i]! }] : []));
}

/** GET /product/{id}/quote: the stay's price, bookability and cancellation policy. */
export function fetchQuote(client: CheckoutApiClient, offerId: number, stay: Stay, dates: ActivityDate[], signal?: AbortSignal): Promise<Quote> {
  return client.get('/product/{id}/quote', {
    pathParams: { id: offerId },
    params: {
      checkin: stay.checkin,
      nights: stay.nights,
      adult: stay.a,
      child: stay.c,
      baby: stay.b,
      activitySelectionList: dates.length ? dates.map((d) => `${d.activityId}:${d.date}`).join(',') : undefined,
    },
    signal,
  });
}

/** The price breakdown of a quote alone (before the order is priced by the purchase API). */
export function quoteBreakdown(quote: Quote): PriceBreakdown {
  return {
    lines: [{ key: 'stay', amount: quote.priceInfo.sellPrice }],
    total: quote.priceInfo.sellPrice,
    localTax: quote.localTaxTotalAmount,
  };
}
