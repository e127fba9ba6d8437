/** Customer accounts through the real app: one-time codes by e-mail, sessions, profile, the wishlist and its share link. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { rateLimitHits } from '../server/rate-limit';
import { json, testApi, type TestApi } from '../../test/helpers';
import { FROM_PRICE_TRAVELLERS, quoteStay } from '../db/pricing';
import { bookableStays, eventually, setRoomsLeft, type Stay } from '../purchase/test-fixture';
import { CODE_ATTEMPTS } from './accounts';
import { checkWishlistAlerts, startWishlistAlerts } from './wishlist-alerts';

let api: TestApi;
beforeAll(async () => {
  // the alert job is run by the tests themselves
  api = await testApi({ seed: 'small', config: { environment: 'test', wishlistAlertIntervalMs: 0 } });
}, 300_000);
afterAll(() => api?.close());
beforeEach(async () => {
  await api.database.db.delete(rateLimitHits); // each test starts with fresh quotas
});

const post = (url: string, payload: unknown, cookie?: string) => api.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => api.app.inject({ url, headers: cookie ? { cookie } : {} });

/** The codes e-mailed to an address, newest first (read from the outbox, as the SMTP worker would send them). */
async function codesSentTo(email: string): Promise<string[]> {
  const rows = await queryRows<{ body: string; subject: string }>(
    api.database.db,
    sql`select body, subject from outbox_messages where to_address = ${email} and template = 'sign-in-code' order by id desc`,
  );
  return rows.map((r) => /^\d{6}$/m.exec(r.body)![0]);
}

async function signIn(email: string): Promise<string> {
  expect((await post('/gateway/account/sign-in-codes', { email, locale: 'fr_FR' })).statusCode).toBe(202);
  const [code] = await codesSentTo(email.toLowerCase());
  const answer = await post('/gateway/account/session', { email, code });
  expect(answer.statusCode).toBe(200);
  return String(answer.headers['set-cookie']).split(';')[0]!;
}

describe('sign-in by a one-time code', () => {
  it('answers the same for any address, e-mails a code in the site language, and the code opens a session once', async () => {
    const unknown = await post('/gateway/account/sign-in-codes', { email: 'Lea@Example.fr', locale: 'fr_FR' });
    await signIn('known@example.fr');
    const known = await post('/gateway/account/sign-in-codes', { email: 'known@example.fr', locale: 'fr_FR' });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(json(unknown)).toEqual({ status: 'sent' });

    const [mail] = await queryRows<{ subject: string; body: string }>(api.database.db, sql`select subject, body from outbox_messages where to_address = 'lea@example.fr'`);
    expect(mail!.subject).toContain('Votre code de connexion');
    expect(mail!.body).toContain('valable 10 minutes');
    const [code] = await codesSentTo('lea@example.fr');
    const wrong = await post('/gateway/account/session', { email: 'lea@example.fr', code: code === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).error.code).toBe('INVALID_CODE');

    const ok = await post('/gateway/account/session', { email: 'LEA@example.fr', code });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).profile).toMatchObject({ email: 'lea@example.fr', newsletter: false });
    expect(String(ok.headers['set-cookie'])).toMatch(/^sf_session=[\w-]{40,}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const again = await post('/gateway/account/session', { email: 'lea@example.fr', code });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an expired code, and a code after too many wrong tries', async () => {
    await post('/gateway/account/sign-in-codes', { email: 'late@example.fr', locale: 'nl_NL' });
    const [late] = await codesSentTo('late@example.fr');
    await api.database.db.execute(sql`update sign_in_codes set expires_at = now() - interval '1 second' where email = 'late@example.fr'`);
    expect((await post('/gateway/account/session', { email: 'late@example.fr', code: late })).statusCode).toBe(401);

    await post('/gateway/account/sign-in-codes', { email: 'guess@example.fr', locale: 'es_ES' });
    const [code] = await codesSentTo('guess@example.fr');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < CODE_ATTEMPTS; i++) expect((await post('/gateway/account/session', { email: 'guess@example.fr', code: wrong })).statusCode).toBe(401);
    expect((await post('/gateway/account/session', { email: 'guess@example.fr', code })).statusCode).toBe(401);
  });

  it('sends at most 3 codes per address in 15 minutes and limits each client, with the same answer; bad input is a 400', async () => {
    for (let i = 0; i < 4; i++) expect((await post('/gateway/account/sign-in-codes', { email: 'flood@example.fr', locale: 'it_IT' })).statusCode).toBe(202);
    expect(await codesSentTo('flood@example.fr')).toHaveLength(3);
    // 5 requests per client and 10 minutes
    expect((await post('/gateway/account/sign-in-codes', { email: 'other@example.fr', locale: 'it_IT' })).statusCode).toBe(202);
    expect((await post('/gateway/account/sign-in-codes', { email: 'third@example.fr', locale: 'it_IT' })).statusCode).toBe(429);
    await api.database.db.delete(rateLimitHits);
    const bad = await post('/gateway/account/sign-in-codes', { email: 'not-an-address', locale: 'fr_FR' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields[0].field).toBe('email');
    expect((await post('/gateway/account/session', { email: 'a@example.fr', code: '12ab' })).statusCode).toBe(400);
  });
});

describe('the account', () => {
  it('keeps its profile; signing out everywhere ends every device', async () => {
    const phone = await signIn('marc@example.fr');
    const laptop = await signIn('marc@example.fr');
    const changed = await api.app.inject({ method: 'PUT', url: '/gateway/account/profile', headers: { cookie: phone }, payload: { firstName: 'Marc', language: 'fr', newsletter: true } });
    expect(json(changed)).toEqual({ email: 'marc@example.fr', firstName: 'Marc', lastName: null, phone: null, language: 'fr', newsletter: true });
    expect(json(await get('/gateway/account/profile', laptop)).firstName).toBe('Marc');
    expect((await get('/gateway/account/profile')).statusCode).toBe(401);
    expect((await get('/gateway/account/profile', 'sf_session=forged')).statusCode).toBe(401);

    const out = await api.app.inject({ method: 'DELETE', url: '/gateway/account/session?everywhere=true', headers: { cookie: phone } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sf_session=; Path=\/; Max-Age=0; HttpOnly/);
    expect((await get('/gateway/account/profile', laptop)).statusCode).toBe(401);
    expect((await get('/gateway/account/profile', phone)).statusCode).toBe(401);
  });

  it("merges the browser's wishlist at sign-in, shows the same list on every device, shares it read-only", async () => {
    const stay = (id: string) => ({ id, label: `Séjour ${id}`, hotel: 'Hôtel du Lac', uri: `/sejour/${id}`, kind: 'stay' });
    const activity = { id: '700015', label: 'Atelier chocolat', uri: '/activite/700015', kind: 'activity' };
    const phone = await signIn('ines@example.fr');
    await post('/gateway/account/wishlist', { stays: [stay('1')], activities: [] }, phone);
    // the laptop's anonymous list, merged at sign-in: its items first (most recent), the account's kept
    const laptop = await signIn('ines@example.fr');
    const merged = await post('/gateway/account/wishlist', { stays: [stay('2'), stay('1')], activities: [activity] }, laptop);
    expect(json(merged).stays.map((i: { id: string }) => i.id)).toEqual(['2', '1']);
    expect(json(await get('/gateway/account/wishlist', phone))).toEqual(json(merged));
    const removed = await api.app.inject({ method: 'DELETE', url: '/gateway/account/wishlist/stay/1', headers: { cookie: phone } });
    expect(json(removed).stays.map((i: { id: string }) => i.id)).toEqual(['2']);

    const { token } = json(await post('/gateway/account/wishlist/share', {}, phone));
    expect(json(await post('/gateway/account/wishlist/share', {}, laptop)).token).toBe(token);
    const shared = await get(`/gateway/wishlists/${token}`);
    expect(shared.statusCode).toBe(200);
    expect(json(shared)).toEqual({ stays: [stay('2')], activities: [activity] });
    expect((await get('/gateway/wishlists/unknown-token')).statusCode).toBe(404);
    // nothing to write through the shared link
    expect((await post(`/gateway/wishlists/${token}`, { stays: [], activities: [] })).statusCode).toBe(404);

    const script = await post('/gateway/account/wishlist', { stays: [{ ...stay('3'), uri: 'javascript:alert(1)' }], activities: [] }, phone);
    expect(script.statusCode).toBe(400);
    const mixed = await post('/gateway/account/wishlist', { stays: [activity], activities: [] }, phone);
    expect(mixed.statusCode).toBe(400);
    expect((await post('/gateway/account/wishlist', { stays: [], activities: [] })).statusCode).toBe(401);
  });

  it('deletes the account and its data', async () => {
    const cookie = await signIn('zoe@example.fr');
    await post('/gateway/account/wishlist', { stays: [{ id: '5', label: 'Séjour', uri: '/sejour/5', kind: 'stay' }], activities: [] }, cookie);
    expect((await api.app.inject({ method: 'DELETE', url: '/gateway/account', headers: { cookie } })).statusCode).toBe(204);
    expect((await get('/gateway/account/profile', cookie)).statusCode).toBe(401);
    const left = await queryRows<{ n: number }>(
      api.database.db,
      sql`select (select count(*) from customer_accounts where email = 'zoe@example.fr') + (select count(*) from sign_in_codes where email = 'zoe@example.fr')::int as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    const fresh = await signIn('zoe@example.fr');
    expect(json(await get('/gateway/account/wishlist', fresh))).toEqual({ stays: [], activities: [] });
  });
});

describe('wishlist alerts (price drop, available again)', () => {
  /** Multiplies the offer's nightly prices by `percent` / 100. */
  const scalePrices = (stay: Stay, percent: number) =>
    api.database.db.execute(
      sql`update offer_availability set price = array(select (p * ${percent}::integer / 100)::integer from unnest(price) with ordinality u(p, i) order by i) where offer_id = ${stay.mainOfferId}`,
    );
  const alertsTo = (email: string) =>
    queryRows<{ template: string; subject: string; body: string; locale: string }>(
      api.database.db,
      sql`select template, subject, body, locale from outbox_messages where to_address = ${email} and template like 'wishlist-%' order by id`,
    );
  const run = () => checkWishlistAlerts(api.database.db, api.config.siteOrigins);

  it("e-mails each drop of a wished stay's price on its dates and its return to availability, never twice", async () => {
    const [stay] = await bookableStays(api.database, 1);
    const cookie = await signIn('watcher@example.nl');
    await api.app.inject({ method: 'PUT', url: '/gateway/account/profile', headers: { cookie }, payload: { language: 'nl' } });
    const wished = { id: String(stay!.offerId), label: 'Weekend aan zee', hotel: 'Hotel Duin', uri: `/verblijf/${stay!.offerId}`, kind: 'stay', checkin: stay!.checkin, checkout: stay!.checkout };
    const saved = await post('/gateway/account/wishlist', { stays: [wished, { ...wished, id: '999999999', checkin: undefined, checkout: undefined }], activities: [] }, cookie);
    expect(json(saved).stays[0]).toEqual(wished);

    // the first look only records what it saw; nothing changed, nothing sent
    await run();
    await run();
    expect(await alertsTo('watcher@example.nl')).toEqual([]);

    const priceNow = async () => (await quoteStay(api.database.db, { offerId: stay!.offerId, checkin: stay!.checkin, nights: stay!.nights, ...FROM_PRICE_TRAVELLERS }))!.sellPrice!;
    const before = await priceNow();
    await scalePrices(stay!, 90);
    const after = await priceNow();
    expect(after).toBeLessThan(before);
    await run();
    await run();
    const [drop, ...more] = await alertsTo('watcher@example.nl');
    expect(more).toEqual([]);
    expect(drop).toMatchObject({ template: 'wishlist-price-drop', locale: 'nl_NL' });
    expect(drop!.subject).toContain("De prijs van 'Weekend aan zee' is gedaald");
    expect(drop!.body).toContain(`${api.config.siteOrigins.nl_NL}/verblijf/${stay!.offerId}`);
    const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    expect(drop!.body).toContain(`gedaald van ${euros.format(before / 100)} naar ${euros.format(after / 100)}`);

    // two processes running at once write one e-mail for one change
    await scalePrices(stay!, 90);
    await Promise.all([run(), run()]);
    expect((await alertsTo('watcher@example.nl')).map((m) => m.template)).toEqual(['wishlist-price-drop', 'wishlist-price-drop']);

    // sold out: nothing; bookable again: one e-mail; a price going up: nothing
    await setRoomsLeft(api.database, stay!, 0);
    await run();
    expect(await alertsTo('watcher@example.nl')).toHaveLength(2);
    await setRoomsLeft(api.database, stay!, 5);
    await run();
    await run();
    await scalePrices(stay!, 150);
    await run();
    const templates = (await alertsTo('watcher@example.nl')).map((m) => m.template);
    expect(templates).toEqual(['wishlist-price-drop', 'wishlist-price-drop', 'wishlist-available-again']);

    // the scheduled job in the API process finds the next drop by itself
    const errors: unknown[] = [];
    const job = startWishlistAlerts(api.database.db, api.config.siteOrigins, 20, (err) => errors.push(err));
    try {
      await scalePrices(stay!, 50);
      await eventually(async () => (await alertsTo('watcher@example.nl')).length === 4);
    } finally {
      await job.stop();
    }
    expect(errors).toEqual([]);
  });

  it('keeps the wished dates of a stay; dates that are not dates are a 400', async () => {
    const cookie = await signIn('dates@example.fr');
    const item = { id: '5', label: 'Séjour', uri: '/sejour/5', kind: 'stay', checkin: '2027-02-12', checkout: '2027-02-14' };
    expect(json(await post('/gateway/account/wishlist', { stays: [item], activities: [] }, cookie)).stays).toEqual([item]);
    const bad = await post('/gateway/account/wishlist', { stays: [{ ...item, checkin: 'tomorrow' }], activities: [] }, cookie);
    expect(bad.statusCode).toBe(400);
  });
});
