import fc from 'fast-check';
import { siteToday } from '@storefront/criteria';
import {
  addMonthsToDate,
  deferredDate,
  eligibility,
  instalmentSchedule,
  planFee,
  startOfDay,
  timeZoneOf,
  POINTS_OF_SALE,
  type PaymentPlanType,
} from './pay-later';
import { SITE_CODES, SITES } from '@storefront/contracts';

// 2026-03-02 10:00 in Paris
const NOW = new Date('2026-03-02T09:00:00Z');
const offered = (input: Parameters<typeof eligibility>[0]) =>
  eligibility({ now: NOW, ...input }).paymentMethods.map((m) => m.type);
const refused = (input: Parameters<typeof eligibility>[0], type: PaymentPlanType) =>
  eligibility({ now: NOW, ...input }).ineligible.find((i) => i.type === type)?.reason;

describe('the clock of a point of sale', () => {
  it('is the time zone of each of its sites (one definition: SITES)', () => {
    for (const code of SITE_CODES) expect(timeZoneOf(code.slice(3).toLowerCase() as (typeof POINTS_OF_SALE)[number])).toBe(SITES[code].timeZone);
    expect(POINTS_OF_SALE.map(timeZoneOf)).toEqual(['Europe/Paris', 'Europe/Madrid', 'Europe/Brussels', 'Europe/Amsterdam', 'Europe/Rome']);
  });
});

describe('eligibility (§9)', () => {
  const base = { amount: 50_000, checkinDate: '2026-03-20', pointOfSale: 'fr' as const };

  it('offers pay later, 3x and 4x on a French site for 500 € eighteen days ahead', () => {
    expect(offered(base)).toEqual(['PAY_LATER', 'PAY_IN_3', 'PAY_IN_4']);
    expect(refused(base, 'PAY_LATER_WALLET')).toBe('point_of_sale');
  });

  it('pay later from 5 days before arrival, instalments from 7', () => {
    expect(offered({ ...base, checkinDate: '2026-03-07' })).toEqual(['PAY_LATER']); // 5 days
    expect(refused({ ...base, checkinDate: '2026-03-07' }, 'PAY_IN_3')).toBe('arrival_too_soon');
    expect(offered({ ...base, checkinDate: '2026-03-06' })).toEqual([]); // 4 days
    expect(offered({ ...base, checkinDate: '2026-03-09' })).toEqual(['PAY_LATER', 'PAY_IN_3', 'PAY_IN_4']); // 7 days
  });

  it('counts days from today in the site time zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Paris: a check-in on 7 March is 5 days away, not 6
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(
      eligibility({ ...base, checkinDate: '2026-03-08', now: lateEvening }).paymentMethods.map((m) => m.type),
    ).toEqual(['PAY_LATER']);
    expect(siteToday(lateEvening, 'Europe/Paris')).toBe('2026-03-02');
  });

  it('3x from 200 to 2,000 €, 4x from 250 to 2,000 € (bounds included)', () => {
    expect(offered({ ...base, amount: 19_999 })).toEqual(['PAY_LATER']);
    expect(refused({ ...base, amount: 19_999 }, 'PAY_IN_3')).toBe('amount_too_low');
    expect(offered({ ...base, amount: 20_000 })).toEqual(['PAY_LATER', 'PAY_IN_3']);
    expect(offered({ ...base, amount: 24_999 })).toEqual(['PAY_LATER', 'PAY_IN_3']);
    expect(offered({ ...base, amount: 25_000 })).toEqual(['PAY_LATER', 'PAY_IN_3', 'PAY_IN_4']);
    expect(offered({ ...base, amount: 200_000 })).toEqual(['PAY_LATER', 'PAY_IN_3', 'PAY_IN_4']);
    expect(refused({ ...base, amount: 200_001 }, 'PAY_IN_4')).toBe('amount_too_high');
  });

  it('fr_FR, es_ES, fr_BE, nl_BE only; the pay-later wallet variation from 30 to 2,000 € in es_ES and it_IT', () => {
    expect(offered({ ...base, pointOfSale: 'be' })).toEqual(['PAY_LATER', 'PAY_IN_3', 'PAY_IN_4']);
    expect(offered({ ...base, pointOfSale: 'nl' })).toEqual([]);
    expect(offered({ ...base, pointOfSale: 'es' })).toEqual([
      'PAY_LATER',
      'PAY_IN_3',
      'PAY_IN_4',
      'PAY_LATER_WALLET',
    ]);
    expect(offered({ ...base, pointOfSale: 'it' })).toEqual(['PAY_LATER_WALLET']);
    expect(offered({ ...base, pointOfSale: 'it', amount: 2_999 })).toEqual([]);
    expect(offered({ ...base, pointOfSale: 'it', amount: 3_000 })).toEqual(['PAY_LATER_WALLET']);
    expect(offered({ ...base, pointOfSale: 'it', amount: 200_001 })).toEqual([]);
  });

  it('a deadline already reached leaves nothing to defer', () => {
    expect(refused({ ...base, cancellableUntil: '2026-03-02' }, 'PAY_LATER')).toBe('deadline_passed');
    expect(offered({ ...base, cancellableUntil: '2026-03-02' })).toEqual(['PAY_IN_3', 'PAY_IN_4']);
  });

  it('answers the fee, total and schedule of each plan', () => {
    const [later, three, four] = eligibility({
      ...base,
      amount: 100_001,
      cancellableUntil: '2026-03-13',
      now: NOW,
    }).paymentMethods;
    expect(later).toEqual({
      type: 'PAY_LATER',
      paymentFee: 0,
      instalmentsCount: 1,
      totalAmount: 100_001,
      deferredDate: '2026-03-13T00:00:00+01:00',
      schedule: [{ dueDate: '2026-03-13', amount: 100_001 }],
    });
    expect(three).toMatchObject({
      type: 'PAY_IN_3',
      paymentFee: 1_500,
      totalAmount: 101_501,
      deferredDate: null,
    });
    expect(three!.schedule).toEqual([
      { dueDate: '2026-03-02', amount: 33_333 + 2 + 1_500 },
      { dueDate: '2026-04-02', amount: 33_333 },
      { dueDate: '2026-05-02', amount: 33_333 },
    ]);
    expect(four).toMatchObject({
      type: 'PAY_IN_4',
      paymentFee: planFee('PAY_IN_4', 100_001),
      instalmentsCount: 4,
    });
    expect(four!.schedule.map((i) => i.dueDate)).toEqual([
      '2026-03-02',
      '2026-04-02',
      '2026-05-02',
      '2026-06-02',
    ]);
  });
});

describe('deferred date', () => {
  it('is the cancellation deadline, else two days before check-in, at the start of the day in the site time zone', () => {
    expect(deferredDate('2026-07-20', '2026-07-10', 'Europe/Madrid')).toBe('2026-07-10T00:00:00+02:00');
    expect(deferredDate('2026-07-20', null, 'Europe/Madrid')).toBe('2026-07-18T00:00:00+02:00');
    expect(deferredDate('2026-01-02', undefined, 'Europe/Paris')).toBe('2025-12-31T00:00:00+01:00');
    // a deadline given as an instant is shown in the site's time
    expect(deferredDate('2026-07-20', '2026-07-10T21:59:59Z', 'Europe/Rome')).toBe(
      '2026-07-10T23:59:59+02:00',
    );
  });
  it('takes the offset of the day itself around the DST changes', () => {
    expect(startOfDay('2026-03-29', 'Europe/Brussels')).toBe('2026-03-29T00:00:00+01:00');
    expect(startOfDay('2026-03-30', 'Europe/Brussels')).toBe('2026-03-30T00:00:00+02:00');
    expect(startOfDay('2026-10-25', 'Europe/Amsterdam')).toBe('2026-10-25T00:00:00+02:00');
  });
});

describe('instalment schedule', () => {
  it('monthly on the same day, or the last day of a shorter month', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-11-30', 3)).toBe('2027-02-28');
  });
  it('sums exactly to amount + fee, even split, remainder and fee on the first payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(3, 4),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, count, fee) => {
          const schedule = instalmentSchedule(amount, count, fee, '2026-05-31');
          expect(schedule).toHaveLength(count);
          expect(schedule.reduce((s, i) => s + i.amount, 0)).toBe(amount + fee);
          const rest = schedule.slice(1).map((i) => i.amount);
          expect(new Set(rest).size).toBe(1);
          expect(schedule[0]!.amount - fee - rest[0]!).toBeGreaterThanOrEqual(0);
          expect(schedule[0]!.amount - fee - rest[0]!).toBeLessThan(count);
          for (const i of schedule) expect(Number.isInteger(i.amount)).toBe(true);
        },
      ),
    );
  });
});
