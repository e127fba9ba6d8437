/**
 * The booking state of an offer page (product-and-purchase.md §2.2, §4, §8): flow and stay from the URL, the
 * calendar's availabilities, the priced cancellation-policy offers, the quote (reloaded on every change),
 * transitions that rewrite the URL. Availability and quote errors are reported to error tracking and block checkout.
 */
import { useCallback, useMemo } from 'react';
import { useAtom } from 'jotai';
import { isApiError, isCancelled, logClientError } from '@storefront/api-client';
import type { Flow, StorefrontContext } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { fetchAvailabilities, fetchPricedOffers, fetchQuote } from '../../api/product';
import type { OfferDetail } from '../../api/types';
import { useFetch } from '../../api/use-fetch';
import { useApp } from '../../app-context';
import { DEFAULT_GIFT_NIGHTS, GIFT_ADULTS, activityDatesOf, serialiseProductHash, stayKey, stayOf, writeUrl, type ProductHash, type ProductUrl } from '../../state/url';
import { unavailableCheckinsAtom } from '../../state/atoms';

export const PACKAGE_NOT_AVAILABLE_CHECKIN = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

/** Availability or quote errors are reported to error tracking (§8); a cancelled call is no error. */
async function reported<T>(context: StorefrontContext, location: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isCancelled(error)) void logClientError(context, { location, message: error });
    throw error;
  }
}

export function useBooking(detail: OfferDetail, url: ProductUrl) {
  const { client, context } = useApp();
  const [unavailable, setUnavailable] = useAtom(unavailableCheckinsAtom);
  const stay = useMemo(() => stayOf(url), [url]);
  const flow = url.flow;
  const hasDates = !!(stay.checkin && stay.nights);
  /** Activities of the programme that need a date, in programme order. */
  const datedActivities = useMemo(() => detail.activities.filter((a) => a.needsDate && a.activityId !== null), [detail.activities]);
  const activityIds = useMemo(() => datedActivities.map((a) => a.activityId!), [datedActivities]);
  const activityDates = useMemo(() => activityDatesOf(activityIds, url.hash.activityDates), [activityIds, url.hash.activityDates]);

  const offers = useFetch(flow === 'booking' ? `offers:${detail.id}:${stayKey(stay)}` : null, (signal) =>
    reported(context, 'mf-product.offers', () => fetchPricedOffers(client, detail.id, stay, signal)),
  );
  const bookableOffers = offers.data?.offers ?? [];
  const offerId = url.hash.offerId && bookableOffers.some((o) => o.id === url.hash.offerId) ? url.hash.offerId : detail.id;

  // The booking calendar's days: a year (~80 KB of JSON) that the first render reads only for chosen dates (minimum
  // stay, best price); without dates they feed the calendar alone, and the browser fetches them after hydrating.
  const availabilities = useFetch(
    flow === 'booking' ? `availabilities:${offerId}:${stay.nights ?? ''}:${stay.checkin ? 1 : 0}:${stay.a}:${stay.c}:${stay.b}` : null,
    (signal) => reported(context, 'mf-product.availabilities', () => fetchAvailabilities(client, offerId, stay, undefined, signal)),
    { firstView: !!stay.checkin },
  );
  /** The availabilities or the priced offers failed: no more availabilities for these criteria (§8). */
  const availabilityError: unknown = availabilities.error ?? offers.error;

  const quoteKey = flow === 'booking' && hasDates ? `quote:${offerId}:${stayKey(stay)}:${activityDates.map((d) => `${d.activityId}=${d.date}`).join(',')}` : null;
  const quote = useFetch(quoteKey, async (signal) => {
    try {
      return await fetchQuote(client, offerId, { ...stay, checkin: stay.checkin!, nights: stay.nights! }, activityDates, signal);
    } catch (error) {
      if (isApiError(error) && error.code === PACKAGE_NOT_AVAILABLE_CHECKIN && stay.checkin) {
        const day = stay.checkin;
        setUnavailable((days) => (days.includes(day) ? days : [...days, day]));
      } else if (!isApiError(error) || error.code !== 'CANCELLED') {
        // availability or quote errors are reported to error tracking
        void logClientError(context, { location: 'mf-product.quote', message: error });
      }
      throw error;
    }
  });

  /** Rewrite the hash (and flow) of the page. */
  const update = useCallback(
    (patch: Partial<ProductHash>, nextFlow: Flow = flow) => {
      const next = { ...url.hash, ...patch };
      writeUrl(serialiseProductHash(next), nextFlow !== url.flow ? { flow: nextFlow } : undefined);
    },
    [url, flow],
  );

  const setDates = useCallback(
    (checkin?: string, checkout?: string) => update({ checkin, checkout, nights: undefined, activityDates: [] }),
    [update],
  );
  /** Changing travellers resets the activity dates (and everything reloads from the new hash). */
  const setTravellers = useCallback((key: 'a' | 'c' | 'b', value: number) => update({ [key]: value, activityDates: [] }), [update]);
  /** One date per activity, kept in programme order (an activity without a date keeps an empty slot). */
  const setActivityDate = useCallback(
    (activityId: number, date: string) =>
      update({ activityDates: activityIds.map((id) => (id === activityId ? date : (activityDates.find((d) => d.activityId === id)?.date ?? ''))) }),
    [activityIds, activityDates, update],
  );
  const setOfferId = useCallback((id: number) => update({ offerId: id }), [update]);
  /** Switching to gifting sets giftAdult 2 and giftNights; prices and upsells reload from the new URL. */
  const setFlow = useCallback(
    (next: Flow) => {
      if (next === flow) return;
      if (next === 'gifting') update({ giftAdult: GIFT_ADULTS, giftNights: url.hash.giftNights ?? (detail.defaultNights || DEFAULT_GIFT_NIGHTS) }, 'gifting');
      else update({ giftAdult: undefined, giftNights: undefined }, next);
      emit('flow', { flow: next });
    },
    [flow, update, url.hash.giftNights, detail.defaultNights],
  );

  return {
    flow,
    stay,
    hasDates,
    datedActivities,
    activityIds,
    activityDates,
    offers,
    offerId,
    availabilities,
    availabilityError,
    quote,
    unavailableCheckins: unavailable,
    update,
    setDates,
    setTravellers,
    setActivityDate,
    setOfferId,
    setFlow,
  };
}

export type Booking = ReturnType<typeof useBooking>;
