/**
 * No broken image anywhere: every picture URL in the answers the remotes render (CMS content of the six sites,
 * mini-sites, boxes and their stays, search cards, offer, hotel and activity pages, gift set-up) is one of the
 * API's generated images at a known size key, and each answers 200 with an SVG and long-lived cache headers.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { LOCALES } from '../src/schemas/common';
import { testApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ seed: 'small' });
}, 300_000);
afterAll(async () => {
  await api?.close();
});

const get = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.body;
};

test('every image URL of the rendered answers resolves to a generated SVG', async () => {
  const [ids] = await queryRows<{ offer: number; hotel: number; product: number; box: string; activity: number }>(
    api.database.db,
    sql`select (select min(id) from offers where published and parent_offer_id is null and kind = 'stay') as offer,
               (select min(id) from hotels where active) as hotel,
               (select min(id) from activity_products) as product,
               (select code from boxes order by position limit 1) as box,
               (select min(id) from activities) as activity`,
  );
  const { offer, hotel, product, box, activity } = ids!;
  const urls = [
    '/gateway/cms/announcementBanner',
    '/gateway/content/giftBlock',
    '/content/targetedBanner.json',
    '/api/cms/minisites',
    '/gateway/boxes/search?locale=fr_FR',
    `/gateway/boxes/${box}/product-detail?locale=fr_FR`,
    `/gateway/boxes/${box}/offers?locale=fr_FR`,
    '/api/offers.json?locale=fr_FR&limit=60',
    '/api/offers.json?locale=fr_FR&flow=gifting&limit=60',
    '/api/offers.json?locale=fr_FR&flow=activity&limit=60',
    `/api/weekend/${offer}/detail.json?locale=fr_FR`,
    `/api/hotel/${hotel}/detail.json?locale=fr_FR`,
    `/api/activity-only/weekend/${product}/detail.json?locale=fr_FR`,
    `/api/activities/${activity}/images.json?locale=fr_FR`,
    '/gateway/sub-elements/available-custom-sub-elements?locale=fr_FR',
    ...LOCALES.flatMap((locale) => [
      `/api/cms/homepage?locale=${locale}`,
      `/api/cms/navigation?locale=${locale}`,
      `/api/cms/footer?locale=${locale}`,
      `/api/cms/promoBars?locale=${locale}`,
      `/api/cms/ideas?locale=${locale}`,
      `/gateway/content-boxes-block/${locale.toLowerCase()}`,
    ]),
  ];
  const images = new Set<string>();
  const foreign = new Set<string>();
  for (const url of urls) {
    const body = await get(url);
    for (const [, value] of body.matchAll(/"((?:https?:\/\/|\/)[^"\s]*\.(?:svg|png|jpe?g|webp|gif|avif)(?:\?[^"]*)?)"/gi)) {
      if (value!.startsWith('/api/images/')) images.add(value!);
      // the gift content's 'How it works' posters are files of their own (test/media.test.ts)
      else if (!value!.startsWith('/api/media/')) foreign.add(value!);
    }
  }
  expect([...foreign]).toEqual([]);
  expect(images.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const url of images) {
    const res = await api.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('image/svg+xml') || !String(res.headers['cache-control']).includes('max-age')) {
      broken.push(`${res.statusCode} ${url}`);
    }
  }
  expect(broken).toEqual([]);
}, 120_000);
