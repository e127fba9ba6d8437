import { parseBookingHash, serialiseBookingHash } from './booking-hash';

// Wednesday 15 May 2024, 10:00 local time
const now = new Date(2024, 4, 15, 10, 0, 0);

describe('booking-step hash', () => {
  it('reads back what the product page writes when checkout starts', () => {
    const written = serialiseBookingHash({
      checkin: '2024-06-01',
      checkout: '2024-06-03',
      a: 2,
      c: 1,
      b: 0,
      id: 100015,
      offerId: 100018,
      activityDates: ['2024-06-02'],
    });
    expect(written).toBe('checkin=2024-06-01&checkout=2024-06-03&night=2&a=2&c=1&b=0&id=100015&offerId=100018&activityDates=2024-06-02');
    expect(parseBookingHash(`#${written}`, now)).toEqual({
      hash: { checkin: '2024-06-01', checkout: '2024-06-03', nights: 2, a: 2, c: 1, b: 0, id: 100015, offerId: 100018, activityDates: ['2024-06-02'], error: false, isLoading: false },
      problems: [],
    });
  });

  it('carries the gift voucher of a beneficiary, as typed (upper case); a value that cannot be a code is dropped', () => {
    const written = serialiseBookingHash({ checkin: '2024-06-01', checkout: '2024-06-02', a: 2, c: 0, b: 0, id: 100015, voucher: 'ABCD-EFGH-JKLM-NPQR' });
    expect(written).toBe('checkin=2024-06-01&checkout=2024-06-02&night=1&a=2&c=0&b=0&id=100015&voucher=ABCD-EFGH-JKLM-NPQR');
    expect(parseBookingHash(`#${written.replace('ABCD', 'abcd')}`, now).hash.voucher).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(parseBookingHash('#id=1&voucher=%3Cscript%3E', now).hash.voucher).toBeUndefined();
  });

  it('writes an activity bought alone as id and pax, and error=1 after a failed wallet payment', () => {
    expect(serialiseBookingHash({ id: 700015, pax: 2 })).toBe('id=700015&pax=2');
    expect(serialiseBookingHash({ id: 7, a: 2, c: 0, b: 0, error: true })).toBe('a=2&c=0&b=0&id=7&error=1');
    expect(parseBookingHash('#id=7&a=2&error=1', now).hash.error).toBe(true);
  });

  it('lists what a tampered or stale link gets wrong', () => {
    const problems = (h: string) => parseBookingHash(h, now).problems;
    expect(problems('#checkin=2024-06-01&checkout=2024-06-03&a=50&id=1')).toEqual(['travellers']);
    expect(problems('#checkin=2024-06-01&checkout=2024-06-03&a=0&id=1')).toEqual(['travellers']);
    expect(problems('#checkin=2024-06-01&checkout=2024-06-03&c=-1&id=1')).toEqual(['travellers']);
    expect(problems('#checkin=2024-05-01&checkout=2024-05-03&id=1')).toEqual(['pastDates']);
    expect(problems('#checkin=2024-06-03&checkout=2024-06-01&id=1')).toEqual(['dates']);
    expect(problems('#checkin=2024-02-30&checkout=2024-03-02&id=1')).toEqual(['dates']);
    expect(problems('#checkin=2024-06-01&checkout=2024-06-03&night=5&id=1')).toEqual(['dates']);
    expect(problems('#checkin=2024-06-01&checkout=2024-06-03')).toEqual(['offer']);
    expect(problems('#id=abc')).toEqual(['offer']);
    expect(problems('#id=1&offerId=99999999999')).toEqual(['offer']);
    expect(problems('#id=1')).toEqual([]);
  });

  it('drops the dates of a stale link but keeps the rest', () => {
    const { hash } = parseBookingHash('#checkin=2024-05-01&checkout=2024-05-03&a=3&id=9', now);
    expect(hash).toMatchObject({ a: 3, id: 9 });
    expect(hash.checkin).toBeUndefined();
  });

  it('a check-in today is still bookable before 20:00, not after', () => {
    const h = '#checkin=2024-05-15&checkout=2024-05-16&id=1';
    expect(parseBookingHash(h, now).problems).toEqual([]);
    expect(parseBookingHash(h, new Date(2024, 4, 15, 20, 30)).problems).toEqual(['pastDates']);
  });
});
