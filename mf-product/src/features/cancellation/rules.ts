/**
 * Offer cancellation text (product-and-purchase.md §4): with dates and a deadline, modifiable and cancellable
 * until the deadline; with dates and no deadline, non-exchangeable and non-refundable; without dates, a request
 * to add dates. Shown as success when a deadline exists, otherwise info. With dates but no known policy (the
 * priced offers failed and no quote tells it) there is nothing true to say: no text.
 */
import type { CancellationPolicy } from '../../api/types';

export interface CancellationText {
  key: 'booking.cancellable' | 'booking.nonRefundable' | 'booking.addDatesForCancellation';
  deadline?: string;
  variant: 'success' | 'info';
}

export function cancellationText(policy: Pick<CancellationPolicy, 'cancellationDeadline' | 'cancellable'> | null | undefined, hasDates: boolean): CancellationText | null {
  if (!hasDates) return { key: 'booking.addDatesForCancellation', variant: 'info' };
  if (!policy) return null;
  if (policy.cancellationDeadline) return { key: 'booking.cancellable', deadline: policy.cancellationDeadline, variant: 'success' };
  return { key: 'booking.nonRefundable', variant: 'info' };
}
