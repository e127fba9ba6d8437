/**
 * Search on the seeded (small) catalogue: real place names with accents, the nine suggestion categories, and
 * the one price truth between search cards and pricing.ts on generated availability.
 */
import type { FastifyInstance } from 'fastify';
import { searchRoutesApp } from './test-fixture';
import type { Database } from '../db';
import { testDatabase } from '../db/testing';
import { addDays, quoteStay } from '../db/pricing';
import { todayIso } from '../routes/common';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase({ seed: 'small' });
  app = await searchRoutesApp(database);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Suggestions = { id: number; label: string; category: string }[];
const suggest = async (query: string) => (await app.inject(`/api/autocomplete-geonames.json?${query}`)).json() as Suggestions;

test("'Besancon' finds Besançon and 'cote' finds Côte d'Azur, names starting with the term first", async () => {
  expect((await suggest('locale=fr_FR&term=Besancon'))[0]).toMatchObject({ label: 'Besançon', category: 'city' });
  const cote = await suggest('locale=fr_FR&term=cote&maxResults=30');
  expect(cote.map((s) => s.label)).toContain("Côte d'Azur");
  const firstWordMatch = cote.findIndex((s) => !s.label.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').startsWith('cote'));
  expect(cote.slice(firstWordMatch).every((s) => !s.label.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').startsWith('cote'))).toBe(true);
});

test('every destination category is suggested somewhere in the catalogue', async () => {
  const seen = new Set<string>();
  for (const term of ['par', 'cote', 'mont', 'san', 'lac', 'hotel', 'france', 'bel', 'ital', 'esp', 'nor', 'val', 'plage', 'tour', 'ski']) {
    for (const s of await suggest(`locale=fr_FR&term=${term}&maxResults=30`)) seen.add(s.category);
  }
  expect([...seen].sort()).toEqual(['city', 'country', 'department', 'hotel', 'poi', 'region', 'searesort', 'skiresort', 'touristicregion']);
});

test('dated search card prices equal pricing.ts quotes for the same stay and travellers', async () => {
  const checkin = addDays(todayIso(), 21);
  const res = await app.inject(`/api/offers.json?checkin=${checkin}&checkout=${addDays(checkin, 2)}&a=2&c=1&limit=20`);
  const cards = (res.json() as { exactMatch: { id: number; sellPrice: number; availableRooms: number }[] }).exactMatch;
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const quote = await quoteStay(database.db, { offerId: card.id, checkin, nights: 2, adults: 2, children: 1, babies: 0 });
    expect(quote!.bookable).toBe(true);
    expect(card.sellPrice).toBe(quote!.sellPrice);
    expect(card.availableRooms).toBe(quote!.roomsLeft);
  }
});
