import { ApiError } from '@storefront/api-client';
import { generateVoucherCode } from '@storefront/buyer';
import { parseBookingHash } from '@storefront/criteria';
import type { IncludedDay, VoucherCover } from '../../api/types';
import { activitiesWithoutDate, checkCode, isBookableDay, monthWeeks, problemOfAnswer, redemptionCheckoutHash } from './rules';

const cover: VoucherCover = { code: 'K3QF-7ZP2-M9XD-4RTB', kind: 'single_voucher', nights: 2, persons: 2, value: 20000, validUntil: '2027-11-27', boxCode: null };
const day = (status: IncludedDay['status'], supplement = 0): IncludedDay => ({ day: '2027-03-12', minLos: 1, displayTotalPrice: 20000 + supplement, nights: 2, status, supplement });

describe('redemption rules', () => {
  it('accepts a typed code with the server rule (case, spaces, dashes ignored) and gives its canonical form', () => {
    const code = generateVoucherCode();
    expect(checkCode(` ${code.replace(/-/g, ' ').toLowerCase()} `)).toEqual({ code });
  });

  it('catches a typo with the check character before any call', () => {
    const code = generateVoucherCode();
    const last = code.at(-1)!;
    const typo = code.slice(0, -1) + (last === '0' ? '1' : '0');
    expect(checkCode(typo)).toEqual({ problem: 'check' });
    expect(checkCode('')).toEqual({ problem: 'empty' });
    expect(checkCode('ABCD-EFGH')).toEqual({ problem: 'length' });
    expect(checkCode('ABCD-EFGH-JKMN-PQR!')).toEqual({ problem: 'character' });
  });

  it('reads the answer of the voucher lookup: 404 unknown, 410 expired, 409 used', () => {
    expect(problemOfAnswer(new ApiError(404, 'NOT_FOUND', 'x'))).toBe('unknown');
    expect(problemOfAnswer(new ApiError(410, 'VOUCHER_EXPIRED', 'x'))).toBe('expired');
    expect(problemOfAnswer(new ApiError(409, 'VOUCHER_ALREADY_USED', 'x'))).toBe('used');
    expect(problemOfAnswer(new ApiError(400, 'VOUCHER_CODE_INVALID', 'x'))).toBe('check');
    expect(problemOfAnswer(new ApiError(503, 'UNAVAILABLE', 'x'))).toBe('error');
    expect(problemOfAnswer(new Error('network'))).toBe('error');
  });

  it('lets included and supplement days be booked, never a day not available', () => {
    expect(isBookableDay(day('included'))).toBe(true);
    expect(isBookableDay(day('supplement', 3000))).toBe(true);
    expect(isBookableDay(day('not_available'))).toBe(false);
    expect(isBookableDay(undefined)).toBe(false);
  });

  it('hands the stay over in the booking-step hash the checkout reads, plus the voucher', () => {
    const hash = redemptionCheckoutHash(cover, 42, day('supplement', 3000));
    expect(hash).toBe('checkin=2027-03-12&checkout=2027-03-14&night=2&a=2&c=0&b=0&id=42&voucher=K3QF-7ZP2-M9XD-4RTB');
    const parsed = parseBookingHash(hash, new Date('2027-01-01T12:00:00Z'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.hash).toMatchObject({ checkin: '2027-03-12', checkout: '2027-03-14', nights: 2, a: 2, id: 42 });
    expect(new URLSearchParams(hash).get('voucher')).toBe(cover.code);
  });

  it('carries the activity dates in programme order with the voucher, as the checkout reads them back', () => {
    const hash = redemptionCheckoutHash(cover, 42, day('included'), ['2027-03-13', '2027-03-12']);
    expect(hash).toBe('checkin=2027-03-12&checkout=2027-03-14&night=2&a=2&c=0&b=0&id=42&activityDates=2027-03-13-2027-03-12&voucher=K3QF-7ZP2-M9XD-4RTB');
    const parsed = parseBookingHash(hash, new Date('2027-01-01T12:00:00Z'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.hash).toMatchObject({ activityDates: ['2027-03-13', '2027-03-12'], voucher: cover.code });
  });

  it('names the activities still without a date', () => {
    const activities = [{ activityId: 7 }, { activityId: 9 }];
    expect(activitiesWithoutDate(activities, {})).toEqual([7, 9]);
    expect(activitiesWithoutDate(activities, { 9: '2027-03-12' })).toEqual([7]);
    expect(activitiesWithoutDate(activities, { 7: '2027-03-13', 9: '2027-03-12' })).toEqual([]);
    expect(activitiesWithoutDate([], {})).toEqual([]);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2027-03-01'); // a Monday
    expect(weeks[0]![0]).toBe('2027-03-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2027-04-01')[0]!.slice(0, 4)).toEqual([null, null, null, '2027-04-01']); // a Thursday
  });
});
