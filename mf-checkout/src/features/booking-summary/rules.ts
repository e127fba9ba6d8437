/**
 * What stops a checkout link from being bought (product-and-purchase.md §4 'Checkout start', §5, §8), in the order a
 * visitor should hear about it: the link itself (unknown offer, impossible travellers, invalid or past dates), then
 * missing dates or activity dates, then the server's answers (offer unknown, sold out meanwhile, not bookable).
 */
import { isApiError } from '@storefront/api-client';
import type { BookingHashProblem, ParsedBookingHash } from '@storefront/criteria';
import type { Quote } from '../../api/types';

export type SummaryProblem = BookingHashProblem | 'noDates' | 'activityDates' | 'soldOut' | 'notBookable';

/** A problem of the link alone, before any call. */
export function linkProblem({ hash, problems }: ParsedBookingHash): SummaryProblem | null {
  if (problems.length) return problems[0]!;
  if (!hash.checkin) return 'noDates';
  return null;
}

/** A problem of the offer detail call: an unknown offer, or null for another failure (retry). */
export function detailProblem(error: unknown): SummaryProblem | null {
  return isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_ERROR') ? 'offer' : null;
}

/**
 * A problem of the quote: sold out meanwhile (409 PACKAGE_NOT_AVAILABLE_CHECKIN), criteria the offer refuses
 * (400: 'not bookable'), an unknown offer (404), activity dates still missing; null for another failure (retry).
 */
export function quoteProblem(quote: Quote | undefined, error: unknown): SummaryProblem | null {
  if (error) {
    if (!isApiError(error)) return null;
    if (error.status === 409) return 'soldOut';
    if (error.status === 404) return 'offer';
    if (error.status === 400) return 'notBookable';
    return null;
  }
  if (!quote) return null;
  if (!quote.bookable || !quote.priceInfo) return 'notBookable';
  if (quote.missingActivityDates.length) return 'activityDates';
  return null;
}

/** Problems the visitor fixes on the product page (its link keeps the offer); the others go back to search. */
export function fixedOnProductPage(problem: SummaryProblem): boolean {
  return problem !== 'offer';
}
