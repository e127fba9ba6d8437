/**
 * Checkout start (product-and-purchase.md §4, §5, §8): what blocks it and where it goes.
 * Order: dates, then every activity date, then an availability error (the calendar's availabilities or the priced
 * offers failed), then the quote (an error, or a quote that is not bookable).
 */
import { isApiError } from '@storefront/api-client';
import { serialiseBookingHash } from '@storefront/criteria/booking-hash';
import type { ActivityDate, Quote, Stay } from '../../api/types';

export type CheckoutBlock = 'noDates' | 'noActivityDates' | 'noAvailability' | 'notBookable';

export interface CheckoutInput {
  stay: Stay;
  /** activities of the programme that need a date */
  activityIds: number[];
  activityDates: ActivityDate[];
  quote?: Quote;
  quoteError?: unknown;
  /** the availabilities or the priced offers call failed */
  availabilityError?: unknown;
  quoteLoading?: boolean;
}

/** Activities of the programme still without a date (flagged in the form). */
export function missingActivityDates(activityIds: number[], dates: ActivityDate[]): number[] {
  return activityIds.filter((id) => !dates.some((d) => d.activityId === id));
}

/** Why checkout cannot start, or null when it can. */
export function checkoutBlock(input: CheckoutInput): CheckoutBlock | null {
  if (!input.stay.checkin || !input.stay.checkout) return 'noDates';
  if (missingActivityDates(input.activityIds, input.activityDates).length) return 'noActivityDates';
  if (input.availabilityError) return 'noAvailability';
  if (input.quoteError) {
    // A quote answer refusing the criteria (validation) is 'not bookable'; availability or transport errors are not.
    return isApiError(input.quoteError) && input.quoteError.code === 'VALIDATION_ERROR' ? 'notBookable' : 'noAvailability';
  }
  if (!input.quote) return 'noAvailability';
  if (!input.quote.bookable || !input.quote.priceInfo) return 'notBookable';
  return null;
}

/** The message key of each block (booking.* in the message files). */
export const CHECKOUT_MESSAGES: Record<CheckoutBlock, string> = {
  noDates: 'booking.noDates',
  noActivityDates: 'booking.noActivityDates',
  noAvailability: 'booking.noAvailability',
  notBookable: 'booking.notBookable',
};

/**
 * The checkout hash (@storefront/criteria's booking-step codec): the reservation criteria, id (the product page's
 * offer) and offerId (the chosen cancellation-policy offer).
 */
export function checkoutHash(productId: number, quote: Quote): string {
  const rc = quote.reservationCriteria;
  const { checkinDate, checkoutDate } = rc.travelPeriod;
  return serialiseBookingHash({
    checkin: checkinDate,
    checkout: checkoutDate,
    a: rc.pax.numberOfAdults,
    c: rc.pax.numberOfChildren,
    b: rc.pax.numberOfBabies,
    id: productId,
    offerId: rc.offerId,
    activityDates: rc.activityDaySelections.map((s) => s.date),
    minisite: rc.minisiteId ?? undefined,
  });
}

/** The add_to_cart analytics payload (values in cents, as everywhere). */
export function addToCartPayload(productId: number, label: string, quote: Quote): Record<string, unknown> {
  return {
    currency: 'EUR',
    value: quote.priceInfo.sellPrice,
    items: [
      {
        item_id: String(quote.reservationCriteria.offerId),
        item_group_id: String(productId),
        item_name: label,
        item_category: 'weekend',
        price: quote.priceInfo.sellPrice,
        quantity: 1,
        nights: quote.priceInfo.nights,
        cancellation_policy: quote.cancellationPolicy.type,
      },
    ],
  };
}
