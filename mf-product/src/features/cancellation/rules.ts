/**
 * Offer cancellation text (product-and-purchase.md §4): with dates and a deadline, modifiable and cancellable
 * until the deadline; with dates and no deadline, non-exchangeable and non-refundable; without dates, a request
 * to add dates. Shown as success when a deadline exists, otherwise info.
 */
import type { CancellationPolicy } from '../../api/types';

export interface CancellationText {
  key: 'booking.cancellable' | 'booking.nonRefundable' | 'booking.addDatesForCancellation';
  deadline?: string;
  variant: 'success' | 'info';
}

export function cancellationText(policy: Pick<CancellationPolicy, 'cancellationDeadline' | 'cancellable'> | null | undefined, hasDates: boolean): CancellationText {
  if (!hasDates) return { key: 'booking.addDatesForCancellation', variant: 'info' };
  if (policy?.cancellationDeadline) return { key: 'booking.cancellable', deadline: policy.cancellationDeadline, variant: 'success' };
  return { key: 'booking.nonRefundable', variant: 'info' };
}
