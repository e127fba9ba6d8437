/** GET /gateway/purchase/alma/eligibility and /gateway/purchase/insurance/price through the real app. */
import { json, testApi, type TestApi } from '../../test/helpers';
import { addDays } from '../db/pricing';
import { siteToday } from '@storefront/criteria';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const get = (url: string) => api.app.inject({ method: 'GET', url });
const today = () => siteToday(new Date(), 'Europe/Paris');

describe('GET /gateway/purchase/alma/eligibility', () => {
  it('offers the plans of §9 with fees, deferred date and an exact schedule', async () => {
    const checkin = addDays(today(), 30);
    const deadline = addDays(today(), 20);
    const res = await get(
      `/gateway/purchase/alma/eligibility?amount=30001&cancellationPolicyType=FLEXIBLE&cancellableUntil=${deadline}&checkinDate=${checkin}&pointOfSale=fr`,
    );
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.paymentMethods.map((m: { type: string }) => m.type)).toEqual([
      'PAY_LATER',
      'PAY_IN_3',
      'PAY_IN_4',
    ]);
    expect(body.paymentMethods[0]).toMatchObject({
      paymentFee: 0,
      totalAmount: 30_001,
      schedule: [{ dueDate: deadline, amount: 30_001 }],
    });
    expect(body.paymentMethods[0].deferredDate).toMatch(new RegExp(`^${deadline}T00:00:00\\+0[12]:00$`));
    for (const plan of body.paymentMethods.slice(1)) {
      expect(plan.schedule.reduce((s: number, i: { amount: number }) => s + i.amount, 0)).toBe(
        30_001 + plan.paymentFee,
      );
      expect(plan.schedule[0].dueDate).toBe(today());
    }
    expect(body.ineligible).toEqual([{ type: 'PAY_LATER_WALLET', reason: 'point_of_sale' }]);
  });

  it('without a deadline, pays two days before check-in; the wallet variation in Italy only', async () => {
    const checkin = addDays(today(), 10);
    const body = json(
      await get(
        `/gateway/purchase/alma/eligibility?amount=5000&cancellationPolicyType=NON_REFUNDABLE&checkinDate=${checkin}&pointOfSale=it`,
      ),
    );
    expect(body.paymentMethods).toHaveLength(1);
    expect(body.paymentMethods[0]).toMatchObject({
      type: 'PAY_LATER_WALLET',
      schedule: [{ dueDate: addDays(checkin, -2), amount: 5_000 }],
    });
  });

  it('nothing for an arrival 4 days away or a Dutch site', async () => {
    const soon = json(
      await get(
        `/gateway/purchase/alma/eligibility?amount=50000&cancellationPolicyType=FLEXIBLE&checkinDate=${addDays(today(), 4)}&pointOfSale=fr`,
      ),
    );
    expect(soon.paymentMethods).toEqual([]);
    const nl = json(
      await get(
        `/gateway/purchase/alma/eligibility?amount=50000&cancellationPolicyType=FLEXIBLE&checkinDate=${addDays(today(), 40)}&pointOfSale=nl`,
      ),
    );
    expect(nl.paymentMethods).toEqual([]);
  });

  it.each([
    ['amount=0', 'amount'],
    ['amount=12.5', 'amount'],
    ['amount=100000001', 'amount'],
    ['pointOfSale=FR', 'pointOfSale'],
    ['pointOfSale=de', 'pointOfSale'],
    ['cancellationPolicyType=SOMETIMES', 'cancellationPolicyType'],
    ['checkinDate=2026-02-30', 'checkinDate'],
    ['cancellableUntil=2026-13-45', 'cancellableUntil'],
    ['cancellableUntil=tomorrow', 'cancellableUntil'],
  ])('%s is a 400 naming %s', async (param, field) => {
    const base = new URLSearchParams({
      amount: '50000',
      cancellationPolicyType: 'FLEXIBLE',
      checkinDate: addDays(today(), 30),
      pointOfSale: 'fr',
    });
    const [k, v] = param.split('=') as [string, string];
    base.set(k, v);
    const res = await get(`/gateway/purchase/alma/eligibility?${base.toString()}`);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses a deadline after check-in or on a non-refundable offer', async () => {
    const checkin = addDays(today(), 30);
    const after = json(
      await get(
        `/gateway/purchase/alma/eligibility?amount=50000&cancellationPolicyType=FLEXIBLE&cancellableUntil=${addDays(checkin, 1)}&checkinDate=${checkin}&pointOfSale=fr`,
      ),
    );
    expect(after.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid cancellableUntil',
      fields: [{ field: 'cancellableUntil', message: 'must not be after checkinDate' }],
    });
    const nonRefundable = await get(
      `/gateway/purchase/alma/eligibility?amount=50000&cancellationPolicyType=NON_REFUNDABLE&cancellableUntil=${addDays(checkin, -3)}&checkinDate=${checkin}&pointOfSale=fr`,
    );
    expect(nonRefundable.statusCode).toBe(400);
  });
});

describe('GET /gateway/purchase/insurance/price', () => {
  it('prices by cancellation type and amount in cents', async () => {
    expect(
      json(await get('/gateway/purchase/insurance/price?amount=40000&cancellationPolicyType=NON_REFUNDABLE')),
    ).toEqual({
      amount: 2_000,
      hasInsurance: true,
      cancellationPolicyType: 'NON_REFUNDABLE',
    });
    expect(
      json(await get('/gateway/purchase/insurance/price?amount=40000&cancellationPolicyType=FLEXIBLE'))
        .amount,
    ).toBe(1_200);
    expect(
      json(await get('/gateway/purchase/insurance/price?amount=5000&cancellationPolicyType=FLEXIBLE')).amount,
    ).toBe(500);
    expect(
      json(await get('/gateway/purchase/insurance/price?amount=2000000&cancellationPolicyType=FLEXIBLE')),
    ).toMatchObject({ amount: null, hasInsurance: false });
  });
  it('400 on a missing type or a bad amount', async () => {
    expect((await get('/gateway/purchase/insurance/price?amount=40000')).statusCode).toBe(400);
    expect(
      (await get('/gateway/purchase/insurance/price?amount=-5&cancellationPolicyType=FLEXIBLE')).statusCode,
    ).toBe(400);
  });
});
