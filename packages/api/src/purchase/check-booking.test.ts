/** 'Check my booking' (POST /gateway/purchase/check-booking) is rate-limited per client: guessing costs attempts. */
import { testApi, type TestApi } from '../../test/helpers';

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ config: { checkBookingRateLimit: 3 } });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const lookup = (reference: string, remoteAddress: string) =>
  api.app.inject({
    method: 'POST',
    url: '/gateway/purchase/check-booking',
    remoteAddress,
    payload: { reference, email: 'someone@example.org' },
  });

it('answers the limit of lookups per client, then a 429 with Retry-After; other clients are not held up', async () => {
  const answers = [];
  for (const reference of ['10000001', '10000002', '10000003', '10000004']) answers.push(await lookup(reference, '10.7.0.1'));
  expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 429]);
  const limited = answers[3]!;
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
  expect((await lookup('10000005', '10.7.0.2')).statusCode).toBe(404);
});
