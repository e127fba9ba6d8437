/** GET /api/hotel/{hotelId}/detail.json on the seeded small catalogue: fields, rooms priced like the quote, nearby, errors. */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { handleError } from '../server/errors';
import { apiValidatorCompiler } from '../server/validation';
import type { ApiConfig } from '../server/config';
import { typed } from '../routes/context';
import { offerRoutes } from './offer-routes';
import { hotelRoutes, NEARBY_MAX, NEARBY_RADIUS_KM } from './hotel-routes';

let database: Database;
let app: FastifyInstance;

interface RoomOffer { id: number; nights: number; checkin: string | null; paxCount: number; hasSelectedDates: boolean; bookable: boolean; price: { sellPrice: number; refPrice: number; promo: number; priceType: string } | null }
interface Detail {
  id: number; label: string; stars: number; breadcrumb: { label: string; uri: string }[]; uri: string; active: boolean; description: string;
  location: { completeAddress: { streetAddress: string; zipCode: string } };
  infoGeneral: { code: string; parking?: unknown }[]; review: { count: number }; policy: { petsAllowed: boolean };
  localTax: { amount: number }; checkInOut: { checkin: string }; importantInfos: string[]; ecoFacilities: unknown[]; images: { url: string }[];
  rooms: { id: number; uuid: string; label: string; size: number; bedding: string; capacity: number; maxCapacity: number; detailsSection: unknown[]; images: unknown[]; offers: RoomOffer[] }[];
  nearbyHotels: { id: number; uri: string; imageUrl: string; distanceKm: number; fromPrice: number | null; review: { count: number } }[];
}

beforeAll(async () => {
  database = await testDatabase({ seed: 'small' });
  app = Fastify();
  app.setValidatorCompiler(apiValidatorCompiler());
  app.setErrorHandler(handleError);
  const context = { database, config: {} as ApiConfig };
  await hotelRoutes(typed(app), context);
  await offerRoutes(typed(app), context);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function hotelWithBookableOffer(): Promise<{ hotelId: number; offerId: number; checkin: string; nights: number }> {
  const rows = await database.db.execute<{ hotel_id: number; id: number; from_checkin: string; from_nights: number }>(
    sql`select hotel_id, id, from_checkin::text as from_checkin, from_nights from offers
        where parent_offer_id is null and published and from_price is not null and (expires_on is null or expires_on >= current_date)
        order by id limit 1`,
  );
  const row = (rows as unknown as { rows: { hotel_id: number; id: number; from_checkin: string; from_nights: number }[] }).rows[0]!;
  return { hotelId: row.hotel_id, offerId: row.id, checkin: row.from_checkin, nights: row.from_nights };
}

test('the breadcrumb names each place once (a province named like its region shows once, as the narrower place)', async () => {
  const rows = await database.db.execute<{ id: number }>(
    sql`select h.id from hotels h join places r on r.id = h.region_id join places d on d.id = h.department_id
        where r.name->>'it' = d.name->>'it' order by h.id limit 1`,
  );
  const hotelId = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id;
  expect(hotelId).toBeDefined();
  const body = (await app.inject({ url: `/api/hotel/${hotelId}/detail.json?locale=it_IT` })).json() as Detail;
  const labels = body.breadcrumb.map((b) => b.label);
  for (let i = 1; i < labels.length; i++) expect(labels[i]).not.toBe(labels[i - 1]);
  // home, country, the shared name once, city, hotel
  expect(body.breadcrumb).toHaveLength(5);
  expect(body.breadcrumb[2]!.uri).toContain('department=');
});

test("lists the activities of the hotel's published offers once each, with their schedules (the Hours modal)", async () => {
  const rows = await database.db.execute<{ hotel_id: number }>(
    sql`select o.hotel_id from offer_program_lines l join offers o on o.id = l.offer_id
        where l.kind = 'activity' and o.published and o.parent_offer_id is null and (o.expires_on is null or o.expires_on >= current_date)
          and jsonb_array_length(coalesce(l.schedules, '[]'::jsonb)) > 0
        order by o.hotel_id limit 1`,
  );
  const hotelId = (rows as unknown as { rows: { hotel_id: number }[] }).rows[0]?.hotel_id;
  expect(hotelId).toBeDefined();
  const body = (await app.inject({ url: `/api/hotel/${hotelId}/detail.json?locale=es_ES` })).json() as Detail & { activities: { id: number; title: string; schedules: { from: string; to: string }[] }[] };
  expect(body.activities.length).toBeGreaterThan(0);
  expect(body.activities.some((a) => a.schedules.length > 0)).toBe(true);
  for (const a of body.activities) {
    expect(a.title).not.toBe('');
    for (const sch of a.schedules) expect(sch.from).toMatch(/^\d{2}:\d{2}$/);
  }
  expect(new Set(body.activities.map((a) => a.title)).size).toBe(body.activities.length);
});

test('returns the Hotel entity, its rooms with published offers (from-prices) and nearby hotels', async () => {
  const { hotelId, offerId } = await hotelWithBookableOffer();
  const res = await app.inject({ url: `/api/hotel/${hotelId}/detail.json?locale=it_IT` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Detail;
  expect(body.id).toBe(hotelId);
  expect(body.label).not.toBe('');
  expect(body.uri).toContain(String(hotelId));
  expect(body.location.completeAddress.zipCode).not.toBe('');
  expect(body.infoGeneral.some((g) => g.code === 'parking' && g.parking)).toBe(true);
  expect(body.images.length).toBeGreaterThan(0);
  expect(body.breadcrumb.at(-1)).toEqual({ label: body.label, uri: body.uri });
  expect(typeof body.policy.petsAllowed).toBe('boolean');
  const offer = body.rooms.flatMap((r) => r.offers).find((o) => o.id === offerId);
  expect(offer).toMatchObject({ hasSelectedDates: false, checkin: null, paxCount: 2, bookable: false });
  expect(offer!.price).toMatchObject({ priceType: 'from-price' });
  for (const room of body.rooms) {
    expect(room.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(room.label).not.toBe('');
    expect(room.images.length).toBeGreaterThan(0);
    expect(room.maxCapacity).toBeGreaterThanOrEqual(room.capacity);
    expect(room.offers.length).toBeGreaterThan(0);
  }
  expect(body.nearbyHotels.length).toBeLessThanOrEqual(NEARBY_MAX);
  for (const near of body.nearbyHotels) {
    expect(near.id).not.toBe(hotelId);
    expect(near.distanceKm).toBeLessThanOrEqual(NEARBY_RADIUS_KM);
    expect(near.imageUrl).not.toBe('');
  }
  const distances = body.nearbyHotels.map((n) => n.distanceKm);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
});

test('a room offer priced with dates and travellers equals the quote', async () => {
  const { hotelId, offerId, checkin, nights } = await hotelWithBookableOffer();
  const criteria = `checkin=${checkin}&night=${nights}&adult=2&child=1&baby=0`;
  const detail = (await app.inject({ url: `/api/hotel/${hotelId}/detail.json?${criteria}` })).json() as Detail;
  const quoteRes = await app.inject({ url: `/product/${offerId}/quote?checkin=${checkin}&nights=${nights}&adult=2&child=1&baby=0` });
  const offer = detail.rooms.flatMap((r) => r.offers).find((o) => o.id === offerId)!;
  expect(offer).toMatchObject({ hasSelectedDates: true, checkin, paxCount: 3, nights });
  if (quoteRes.statusCode === 200) {
    const quote = quoteRes.json() as { bookable: boolean; priceInfo: { sellPrice: number; refPrice: number } };
    expect(offer.bookable).toBe(quote.bookable);
    if (quote.bookable) expect(offer.price).toMatchObject({ sellPrice: quote.priceInfo.sellPrice, refPrice: quote.priceInfo.refPrice, priceType: 'final-price' });
  } else {
    expect(offer.bookable).toBe(false);
    expect(offer.price).toBeNull();
  }
  const twoAdults = (await app.inject({ url: `/api/hotel/${hotelId}/detail.json?checkin=${checkin}&night=${nights}` })).json() as Detail;
  const quote2 = (await app.inject({ url: `/product/${offerId}/quote?checkin=${checkin}&nights=${nights}` })).json() as { priceInfo: { sellPrice: number } };
  expect(twoAdults.rooms.flatMap((r) => r.offers).find((o) => o.id === offerId)!.price?.sellPrice).toBe(quote2.priceInfo.sellPrice);
});

test('unknown hotel is a 404 JSON error', async () => {
  const res = await app.inject({ url: '/api/hotel/2000000000/detail.json' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('bad parameters are a 400 naming the fields', async () => {
  for (const [url, field] of [
    ['/api/hotel/abc/detail.json', 'hotelId'],
    ['/api/hotel/1/detail.json?checkin=2025-02-30', 'checkin'],
    ['/api/hotel/1/detail.json?adult=0', 'adult'],
    ['/api/hotel/1/detail.json?checkout=2030-01-02', 'checkin'],
  ] as const) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  }
});
