/**
 * The stay of a checkout link: the offer detail (what is bought), then its quote with the activity dates of the
 * link matched to the programme, and what stops it being bought (booking-summary/rules.ts).
 */
import { useMemo } from 'react';
import type { BookingHash } from '@storefront/criteria';
import { useApp } from '../../app-context';
import { activityDatesOf, datedActivityIds, fetchOfferDetail, fetchQuote } from '../../api/checkout';
import type { OfferDetail, Quote, Stay } from '../../api/types';
import { useResource } from '../../api/use-resource';
import { detailProblem, quoteProblem, type SummaryProblem } from '../booking-summary/rules';

export interface StayBooking {
  detail?: OfferDetail;
  quote?: Quote;
  stay?: Stay;
  problem: SummaryProblem | null;
  /** a call failed for another reason than the link (network, server): offer a retry */
  failed: boolean;
  loading: boolean;
}

/** `attempt`: bumped by Retry, to call again after a failure. */
export function useStayBooking(hash: BookingHash, enabled: boolean, attempt = 0): StayBooking {
  const { client } = useApp();
  const stay = useMemo<Stay | undefined>(
    () => (hash.checkin && hash.checkout && hash.nights ? { checkin: hash.checkin, checkout: hash.checkout, nights: hash.nights, a: hash.a, c: hash.c, b: hash.b } : undefined),
    [hash.checkin, hash.checkout, hash.nights, hash.a, hash.c, hash.b],
  );
  const stayKey = stay ? `${stay.checkin}:${stay.nights}:${stay.a}:${stay.c}:${stay.b}:${attempt}` : '';
  const detail = useResource(enabled && hash.id && stay ? `detail:${hash.id}:${stayKey}` : null, (signal) => fetchOfferDetail(client, hash.id!, stay!, signal));
  const dates = useMemo(() => (detail.data ? activityDatesOf(datedActivityIds(detail.data), hash.activityDates) : []), [detail.data, hash.activityDates]);
  const offerId = hash.offerId ?? hash.id;
  const quote = useResource(detail.data && stay && offerId ? `quote:${offerId}:${stayKey}:${dates.map((d) => `${d.activityId}@${d.date}`).join(',')}` : null, (signal) =>
    fetchQuote(client, offerId!, stay!, dates, signal),
  );
  const problem = (detail.error ? detailProblem(detail.error) : null) ?? quoteProblem(quote.data, quote.error);
  return {
    detail: detail.data,
    quote: quote.data,
    stay,
    problem,
    failed: !problem && !!(detail.error || quote.error),
    loading: detail.loading || quote.loading,
  };
}
