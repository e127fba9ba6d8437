/**
 * Beneficiary redemption rules (product-and-purchase §4 'Calendar of included dates', issue #30 part 4): what a code
 * problem reads as, which days can be booked, and the address that hands the chosen stay over to the checkout.
 */
import { isApiError } from '@storefront/api-client';
import { addDays, serialiseBookingHash } from '@storefront/criteria';
import { parseVoucherCode, type VoucherCodeError } from '@storefront/buyer';
import type { IncludedDay, VoucherCover } from '../../api/types';

/** Why a code cannot be used: a typo the check character catches (client-side), or the server's answer. */
export type CodeProblem = VoucherCodeError | 'unknown' | 'expired' | 'used' | 'error';

/** The typed code in its canonical form, or the typo the check character (the server's own rule) catches. */
export function checkCode(input: string): { code: string } | { problem: CodeProblem } {
  const parsed = parseVoucherCode(input);
  return parsed.ok ? { code: parsed.code } : { problem: parsed.error };
}

/** The problem an answer of GET /gateway/beneficiary/vouchers/{code} means: 404 unknown, 410 expired, 409 used. */
export function problemOfAnswer(error: unknown): CodeProblem {
  if (!isApiError(error)) return 'error';
  if (error.status === 404) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  if (error.status === 400 && error.code === 'VOUCHER_CODE_INVALID') return 'check';
  return 'error';
}

/** Included and supplement days can be booked with the voucher (the supplement paid at checkout); others cannot. */
export const isBookableDay = (day: IncludedDay | undefined): day is IncludedDay => !!day && day.status !== 'not_available';

/**
 * The checkout address of a stay paid by the voucher: the booking-step hash (@storefront/criteria, the product
 * page's codec) for the voucher's persons, the day's nights, the stay and its activity dates (programme order, as
 * the offer page writes them), plus `voucher` with the code, which the checkout puts on the stay item
 * (`shortStayItem.voucherCode`) so the order pays only the supplement.
 */
export function redemptionCheckoutHash(cover: VoucherCover, offerId: number, day: IncludedDay, activityDates: string[] = []): string {
  return serialiseBookingHash({ checkin: day.day, checkout: addDays(day.day, day.nights), a: cover.persons, c: 0, b: 0, id: offerId, activityDates, voucher: cover.code });
}

/** The activities still without a date: the stay cannot be booked (the server refuses it) until each has one. */
export const activitiesWithoutDate = (activities: { activityId: number }[], dates: Record<number, string>): number[] =>
  activities.filter((a) => !dates[a.activityId]).map((a) => a.activityId);

/** Monday-first weeks of `month` (YYYY-MM-01): ISO days, null for the cells before the 1st and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = new Date(`${month}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = month; d.slice(0, 7) === month.slice(0, 7); d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
