/**
 * Every API call of mf-checkout (product-and-purchase.md §7) with the spec's path shapes, and the mapping of answers
 * to view types. Components call these through hooks, never the client directly.
 */
import type { ApiResponse } from '@storefront/api-client';
import type { CheckoutApiClient } from './client';
import type { ActivityDate, InsurablePolicy, Insurance, OfferDetail, PriceBreakdown, Quote, Stay } from './types';

/** GET {api}/weekend/{id}/detail.json: what is bought (offer, hotel, room, programme). */
export function fetchOfferDetail(client: CheckoutApiClient, id: number, stay: Partial<Stay> & Pick<Stay, 'a' | 'c' | 'b'>, signal?: AbortSignal): Promise<OfferDetail> {
  const dated = stay.checkin && stay.nights ? { checkin: stay.checkin, night: stay.nights } : {};
  return client.get('/api/weekend/{id}/detail.json', {
    pathParams: { id },
    params: { client: 'msite', adult: stay.a, child: stay.c, baby: stay.b, fetchPageModel: 'false', ...dated },
    signal,
    // the summary waits for it: read without waiting for axios (docs/decisions/0121)
    beforeUsable: true,
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
    beforeUsable: true,
  });
}

/**
 * The breakdown shown before the server priced the order: the quote's price and, once chosen, the insurance's (both
 * the server's amounts); their sum is what the order is expected to cost (expectedAmount), which the server checks.
 */
export function quoteBreakdown(quote: Quote, insuranceAmount: number | null = null): PriceBreakdown {
  const lines: PriceBreakdown['lines'] = [{ key: 'stay', amount: quote.priceInfo.sellPrice }];
  if (insuranceAmount) lines.push({ key: 'insurance', amount: insuranceAmount });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0), localTax: quote.localTaxTotalAmount };
}

/** Cancellation policies the insurance covers (the API prices only these). */
const INSURABLE: readonly string[] = ['NON_REFUNDABLE', 'FLEXIBLE'];
export function insurablePolicy(type: string): InsurablePolicy | null {
  return INSURABLE.includes(type) ? (type as InsurablePolicy) : null;
}

/** GET {frontGateway}/purchase/insurance/price: the insurance of an order amount (cents) under a cancellation policy. */
export function fetchInsurance(client: CheckoutApiClient, amount: number, policy: InsurablePolicy, signal?: AbortSignal): Promise<Insurance> {
  return client.get('/gateway/purchase/insurance/price', { params: { amount, cancellationPolicyType: policy }, signal });
}

export type Eligibility = ApiResponse<'/gateway/purchase/alma/eligibility'>;
export type PaymentPlan = Eligibility['paymentMethods'][number];

/**
 * GET {frontGateway}/purchase/alma/eligibility: the pay-later and instalment plans a stay's amount may use (§7:
 * amount in cents, cancellation type and deadline, check-in, point of sale as the lower-case country).
 */
export function fetchEligibility(client: CheckoutApiClient, query: { amount: number; policy: InsurablePolicy; cancellableUntil: string | null; checkinDate: string; country: string }, signal?: AbortSignal): Promise<Eligibility> {
  return client.get('/gateway/purchase/alma/eligibility', {
    params: {
      amount: query.amount,
      cancellationPolicyType: query.policy,
      ...(query.cancellableUntil && query.policy !== 'NON_REFUNDABLE' ? { cancellableUntil: query.cancellableUntil } : {}),
      checkinDate: query.checkinDate,
      // the site's country, lower case: every site country is a point of sale of the API
      pointOfSale: query.country.toLowerCase() as 'fr' | 'es' | 'be' | 'nl' | 'it',
    },
    signal,
  });
}
