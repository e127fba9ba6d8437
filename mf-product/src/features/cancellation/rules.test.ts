import { cancellationText } from './rules';

describe('cancellation text', () => {
  it('asks for dates without dates (info)', () => {
    expect(cancellationText({ cancellable: true, cancellationDeadline: '2026-11-13' }, false)).toEqual({ key: 'booking.addDatesForCancellation', variant: 'info' });
  });
  it('is cancellable until the deadline with dates (success)', () => {
    expect(cancellationText({ cancellable: true, cancellationDeadline: '2026-11-13' }, true)).toEqual({ key: 'booking.cancellable', deadline: '2026-11-13', variant: 'success' });
  });
  it('says nothing with dates when the policy is unknown (offers failed, no quote): never a false non-refundable', () => {
    expect(cancellationText(undefined, true)).toBeNull();
    expect(cancellationText(null, true)).toBeNull();
    expect(cancellationText(undefined, false)).toEqual({ key: 'booking.addDatesForCancellation', variant: 'info' });
  });
  it('is non-refundable without a deadline (info)', () => {
    expect(cancellationText({ cancellable: false, cancellationDeadline: null }, true)).toEqual({ key: 'booking.nonRefundable', variant: 'info' });
  });
});
