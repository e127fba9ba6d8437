/**
 * The beneficiary's calls (product-and-purchase §7 'beneficiary redemption'): what a voucher covers, the stays and
 * facets it can be used for (a box's stays, or every giftable stay for a single voucher, matchOfferRangePrice false)
 * one stay's included-dates calendar against the voucher's value, and the activities of a chosen stay needing a date.
 */
import type { DatedActivity } from '@storefront/ui/activity-dates';
import type { GiftApiClient } from './client';
import type { IncludedDates, IncludedDay, StayFacets, StayList, VoucherCover } from './types';

export function fetchVoucherCover(client: GiftApiClient, code: string, signal?: AbortSignal): Promise<VoucherCover> {
  // the redemption page waits for it: read before usable (docs/decisions/0121)
  return client.get('/gateway/beneficiary/vouchers/{code}', { pathParams: { code }, signal, beforeUsable: true }) as Promise<VoucherCover>;
}

/** The facet filters the beneficiary can set (the list's query parameters). */
export interface StayFilters {
  theme?: number;
  city?: number;
}

function listQuery(cover: VoucherCover, filters: StayFilters) {
  const scope = cover.boxCode ? { code: cover.boxCode } : { giftAmount: cover.value, matchOfferRangePriceWithGiftAmount: 'false' };
  return { ...scope, ...filters };
}

const listPaths = (cover: VoucherCover) =>
  cover.boxCode
    ? ({ offers: '/gateway/beneficiary/boxes/offers', facets: '/gateway/beneficiary/boxes/facets' } as const)
    : ({ offers: '/gateway/beneficiary/single-vouchers/offers', facets: '/gateway/beneficiary/single-vouchers/facets' } as const);

export const STAYS_PAGE_SIZE = 20;

export function fetchRedeemableStays(client: GiftApiClient, cover: VoucherCover, filters: StayFilters, page: number, signal?: AbortSignal): Promise<StayList> {
  return client.get(listPaths(cover).offers, { params: { ...listQuery(cover, filters), page, limit: STAYS_PAGE_SIZE }, signal }) as Promise<StayList>;
}

export function fetchRedeemableFacets(client: GiftApiClient, cover: VoucherCover, filters: StayFilters, signal?: AbortSignal): Promise<StayFacets> {
  return client.get(listPaths(cover).facets, { params: listQuery(cover, filters), signal }) as Promise<StayFacets>;
}

/** The included-dates calendar of a stay for the voucher's nights, persons and value (cents). */
export function fetchIncludedDates(client: GiftApiClient, offerId: number, cover: VoucherCover, month: string, length: number, signal?: AbortSignal): Promise<IncludedDates> {
  return client.get('/wed/redeem/weekend/{id}/packageCheckinPrices.json', {
    pathParams: { id: offerId },
    params: { client: 'msite', month, length, nights: cover.nights ?? 1, adult: cover.persons, child: 0, baby: 0, multiOffer: 'true', giftPrice: cover.value },
    signal,
  }) as Promise<IncludedDates>;
}

/**
 * The programme activities of a stay that need a date, with the days each can take place, for the chosen check-in
 * and nights (the quote's `activityDates`, in programme order: the order of the booking hash's activityDates).
 */
export async function fetchDatedActivities(client: GiftApiClient, offerId: number, cover: VoucherCover, day: IncludedDay, signal?: AbortSignal): Promise<DatedActivity[]> {
  const quote = await client.get('/product/{id}/quote', {
    pathParams: { id: offerId },
    params: { checkin: day.day, nights: day.nights, adult: cover.persons, child: 0, baby: 0 },
    signal,
  });
  return quote.activityDates.map(({ activityId, title, availableDates }) => ({ activityId, title, availableDates }));
}
