/**
 * Read endpoints on the seeded small catalogue, through Fastify inject and over real HTTP.
 * Runs on PGlite in memory, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { json, testApi, type TestApi } from './helpers';
import { pricePerNight } from '@storefront/contracts';
import { todayIso } from '../src/routes/common';

let api: TestApi;
interface OfferFacts {
  id: number;
  hotelId: number;
  checkin: string;
  nights: number;
  hotelActive: boolean;
}
let offers: OfferFacts[];
let boxCode: string;

const get = (url: string) => api.app.inject({ method: 'GET', url });

beforeAll(async () => {
  api = await testApi({ seed: 'small' });
  offers = await queryRows<OfferFacts>(
    api.database.db,
    sql`select o.id, o.hotel_id as "hotelId", to_char(o.from_checkin, 'YYYY-MM-DD') as checkin, o.from_nights as nights,
        (select h.active from hotels h where h.id = o.hotel_id) as "hotelActive"
        from offers o where o.parent_offer_id is null and o.published and o.from_price is not null and o.kind = 'stay'
        and o.from_checkin > current_date + 1
        and exists (select 1 from offers s where s.parent_offer_id = o.id)
        order by o.id limit 6`,
  );
  const [box] = await queryRows<{ code: string }>(api.database.db, sql`select code from boxes where published and 'fr_FR' = any(locales) order by position limit 1`);
  boxCode = box!.code;
}, 300_000);
afterAll(async () => {
  await api?.close();
});

describe('offer detail', () => {
  test('carries every hotel field, images that resolve, programme, room and a from-price', async () => {
    const offer = offers[0]!;
    const res = await get(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`);
    expect(res.statusCode).toBe(200);
    const d = json(res);
    expect(d).toMatchObject({ id: offer.id, published: true, uri: `/sejour/${offer.id}` });
    expect(d.label).toEqual(expect.any(String));
    expect(d.hotel).toMatchObject({
      id: offer.hotelId,
      checkInOut: { checkin: expect.stringMatching(/^\d\d:\d\d$/), checkout: expect.stringMatching(/^\d\d:\d\d$/) },
      location: { completeAddress: { streetAddress: expect.any(String), zipCode: expect.any(String) }, latitude: expect.any(Number), longitude: expect.any(Number) },
      policy: { petsAllowed: expect.any(Boolean), petsMaxNumberOfPets: expect.any(Number) },
      localTax: { amount: expect.any(Number), currency: 'EUR', toBePaidAtHotel: expect.any(Boolean), type: expect.any(String) },
      review: { count: expect.any(Number) },
    });
    expect(Array.isArray(d.hotel.facilities)).toBe(true);
    expect(d.hotel.infoGeneral.some((g: { code: string }) => g.code === 'parking')).toBe(true);
    expect(d.programLine.length).toBeGreaterThan(0);
    expect(d.room).toMatchObject({ id: expect.any(Number), maxCapacity: expect.any(Number), imageUrl: expect.stringMatching(/^\/api\/images\//) });
    expect(d.price).toMatchObject({ priceType: 'from-price', sellPrice: expect.any(Number), nbRooms: expect.any(Number) });
    expect(d.cancellationPolicy).toMatchObject({ cancellable: expect.any(Boolean), cancellationDeadline: null });
    expect(d.breadcrumb.at(-1)).toEqual({ label: d.label, uri: d.uri });
    expect(d.pageModel.metaRobots).toBe('index, follow');
    // No broken image: every image URL of the answer resolves
    const urls = new Set<string>(JSON.stringify(d).match(/\/api\/images\/[^"]+\.svg/g) ?? []);
    expect(urls.size).toBeGreaterThan(3);
    for (const url of [...urls].slice(0, 40)) expect((await get(url)).statusCode).toBe(200);
  });

  test('with dates: final price of the stay, deadline and rooms left', async () => {
    const offer = offers[0]!;
    const res = await get(`/api/weekend/${offer.id}/detail.json?locale=es_ES&checkin=${offer.checkin}&night=${offer.nights}&adult=2`);
    const d = json(res);
    expect(res.statusCode).toBe(200);
    expect(d.price).toMatchObject({ priceType: 'final-price', checkin: offer.checkin, nights: offer.nights });
    expect(d.availableRooms).toEqual(expect.any(Number));
    if (d.cancellationPolicy.cancellable) expect(d.cancellationPolicy.cancellationDeadline < offer.checkin).toBe(true);
    expect(d.uri).toMatch(new RegExp(`^/[a-z]+/${offer.id}$`));
    expect(d.uri).not.toBe(`/sejour/${offer.id}`);
  });

  test('fetchPageModel=false leaves the page model out; unknown id is a 404', async () => {
    const offer = offers[0]!;
    expect(json(await get(`/api/weekend/${offer.id}/detail.json?fetchPageModel=false`)).pageModel).toBeNull();
    const missing = await get('/api/weekend/999999999/detail.json');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error.code).toBe('NOT_FOUND');
  });
});

describe('one truth for money', () => {
  test('quote sellPrice == calendar price == offers price == detail price == search card price, for several offers and travellers', async () => {
    expect(offers.length).toBeGreaterThanOrEqual(3);
    let cardsCompared = 0;
    for (const offer of offers) {
      for (const pax of [
        { adult: 2, child: 0, baby: 0 },
        { adult: 2, child: 1, baby: 1 },
      ]) {
        const qs = `checkin=${offer.checkin}&nights=${offer.nights}&adult=${pax.adult}&child=${pax.child}&baby=${pax.baby}`;
        const quote = await get(`/product/${offer.id}/quote?${qs}`);
        if (quote.statusCode === 409) continue; // not bookable for these travellers (rooms): nothing to compare
        expect(quote.statusCode).toBe(200);
        const sell = json(quote).priceInfo.sellPrice;
        expect(Number.isInteger(sell)).toBe(true);
        const month = offer.checkin.slice(0, 7);
        const calendar = json(await get(`/api/weekend/${offer.id}/availabilities.json?month=${month}&length=1&nights=${offer.nights}&adult=${pax.adult}&child=${pax.child}&baby=${pax.baby}`));
        const day = calendar.days.find((d: { day: string }) => d.day === offer.checkin);
        expect(day).toMatchObject({ price: sell, available: true, displayTotalPrice: true });
        const priced = json(await get(`/product/${offer.id}/offers?${qs}`));
        const same = priced.offers.find((o: { weekendId: number }) => o.weekendId === offer.id);
        expect(same.priceInfo.sellPrice).toBe(sell);
        const detail = json(await get(`/api/weekend/${offer.id}/detail.json?checkin=${offer.checkin}&night=${offer.nights}&adult=${pax.adult}&child=${pax.child}&baby=${pax.baby}`));
        expect(detail.price.sellPrice).toBe(sell);
        // the search card of the same stay (the hotel's offers for these dates and travellers)
        const search = json(await get(`/api/offers.json?hotelId=${offer.hotelId}&checkin=${offer.checkin}&night=${offer.nights}&a=${pax.adult}&c=${pax.child}&b=${pax.baby}&limit=60`));
        const card = search.exactMatch.find((c: { id: number }) => c.id === offer.id);
        if (!offer.hotelActive) {
          expect(card).toBeUndefined(); // an inactive hotel (page noindex) is not listed by the search
          continue;
        }
        expect(card).toMatchObject({ sellPrice: sell, priceType: 'final-price', nights: offer.nights, checkin: offer.checkin });
        cardsCompared++;
      }
    }
    expect(cardsCompared).toBeGreaterThanOrEqual(4);
  });
});

describe('offers, quote, checkout nights, upsells', () => {
  test('offers: one per cancellation option, priced in cents, deadline from the check-in', async () => {
    const offer = offers[0]!;
    const res = json(await get(`/product/${offer.id}/offers?checkin=${offer.checkin}&nights=${offer.nights}`));
    expect(res.offers.length).toBeGreaterThanOrEqual(2);
    const types = new Set(res.offers.map((o: { cancellationPolicy: { type: string } }) => o.cancellationPolicy.type));
    expect(types.size).toBe(res.offers.length);
    for (const o of res.offers) {
      expect(o).toMatchObject({ priceType: 'final-price' });
      if (o.bookable) expect(o.priceInfo).toMatchObject({ sellPrice: o.sellPrice, nights: offer.nights, moneySaved: o.priceInfo.refPrice - o.priceInfo.sellPrice });
    }
  });

  test('quote: bookable, price info in cents, local tax, reservation criteria, cancellation deadline', async () => {
    const offer = offers[1]!;
    const res = await get(`/product/${offer.id}/quote?checkin=${offer.checkin}&nights=${offer.nights}&adult=2`);
    expect(res.statusCode).toBe(200);
    const q = json(res);
    expect(q).toMatchObject({
      offerId: offer.id,
      bookable: true,
      priceInfo: { priceType: 'final-price', nights: offer.nights, nbRooms: 1 },
      reservationCriteria: { pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 }, travelPeriod: { checkinDate: offer.checkin } },
    });
    expect(q.localTaxTotalAmount).toEqual(expect.any(Number));
    expect(q.pricePerNight).toBe(Math.ceil(q.priceInfo.sellPrice / offer.nights));
    expect(q.programLineList.length).toBeGreaterThan(0);
  });

  test('quote on a check-in that is not available -> 409 PACKAGE_NOT_AVAILABLE_CHECKIN', async () => {
    const offer = offers[0]!;
    const res = await get(`/product/${offer.id}/quote?checkin=2020-01-04&nights=1`);
    expect(res.statusCode).toBe(409);
    expect(json(res).error.code).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN');
  });

  test('checkout nights: the bookable stay lengths of a check-in', async () => {
    const offer = offers[0]!;
    const res = await get(`/weekend/${offer.id}/packageCheckoutNights.json?checkin=${offer.checkin}&adult=2&child=0&baby=0&multiOffer=true&client=msite`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toContain(offer.nights);
    expect(json(await get(`/weekend/${offer.id}/packageCheckoutNights.json?checkin=2020-01-01`))).toEqual([]);
  });

  test('upsells: other offers of the hotel with their price difference per length of stay', async () => {
    const offer = offers[0]!;
    const res = await get(`/api/weekend/${offer.id}/upsells.json?checkin=${offer.checkin}&nights=${offer.nights}`);
    expect(res.statusCode).toBe(200);
    for (const u of json(res).upsells) {
      expect(u.priceDifference).toBeGreaterThanOrEqual(0);
      expect(u.priceDifferencePerLos[String(offer.nights)]).toBe(u.priceDifference);
    }
  });
});

describe('calendars', () => {
  test('offer calendar: months of the window, per-day fields, month navigation', async () => {
    const offer = offers[0]!;
    const res = json(await get(`/api/weekend/${offer.id}/availabilities.json?length=2`));
    expect(res.requestedMonths).toHaveLength(2);
    expect(res).toMatchObject({ prevMonth: null, minMonth: res.requestedMonths[0], adult: 2, child: 0, baby: 0, stepLength: 2 });
    const [y, m] = res.requestedMonths[1].split('-').map(Number);
    expect(res.nextMonth).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
    const open = res.days.filter((d: { available: boolean }) => d.available);
    expect(open.length).toBeGreaterThan(0);
    // the pages' own per-night rule: the total over the nights, rounded up to the whole euro
    for (const d of open) expect(d.pricePerNight).toBe(pricePerNight(d.price, d.nights));
    expect(open.some((d: { bestPriceOfTheMonth: boolean }) => d.bestPriceOfTheMonth)).toBe(true);
  });

  test('hotel calendar: 12 months by default', async () => {
    const res = await get(`/api/hotels/${offers[0]!.hotelId}/availabilities.json?locale=fr_FR`);
    expect(res.statusCode).toBe(200);
    expect(json(res).requestedMonths).toHaveLength(12);
  });

  test('gift calendar: included or supplement against the gift value', async () => {
    const offer = offers[0]!;
    const res = json(await get(`/wed/redeem/weekend/${offer.id}/packageCheckinPrices.json?month=${offer.checkin.slice(0, 7)}&length=1&nights=${offer.nights}&giftPrice=1`));
    const day = res.days.find((d: { day: string }) => d.day === offer.checkin);
    expect(day).toMatchObject({ status: 'supplement', minLos: expect.any(Number) });
    expect(day.supplement).toBe(day.displayTotalPrice - 1);
  });

  test('gift calendar: a day whose minimum stay is longer than the gift is a supplement, for that longer stay', async () => {
    const candidates = await queryRows<{ offerId: number; day: string; minStay: number }>(
      api.database.db,
      sql`select a.offer_id as "offerId", to_char(a.start_date + i - 1, 'YYYY-MM-DD') as day, a.min_stay[i] as "minStay"
          from offer_availability a join offers o on o.id = a.offer_id and o.published, generate_subscripts(a.min_stay, 1) i
          where a.min_stay[i] >= 2 and a.price[i] > 0 and a.start_date + i - 1 > current_date + 2 and a.start_date + i - 1 < current_date + 300
          order by a.offer_id, i limit 40`,
    );
    expect(candidates.length).toBeGreaterThan(0);
    let supplements = 0;
    for (const c of candidates) {
      // a gift value far above any price: only the minimum stay can make the day a supplement
      const res = json(await get(`/wed/redeem/weekend/${c.offerId}/packageCheckinPrices.json?locale=fr_FR&month=${c.day.slice(0, 7)}&length=1&nights=1&adult=2&giftPrice=100000000`));
      const day = res.days.find((d: { day: string }) => d.day === c.day);
      expect(day.status).not.toBe('included');
      if (day.status === 'supplement') {
        supplements++;
        expect(day.nights).toBeGreaterThanOrEqual(c.minStay);
        expect(day.supplement).toBe(0);
      }
    }
    expect(supplements).toBeGreaterThan(0);
  });

  test('a day that is not bookable says why: closed, sold out, minimum stay, past', async () => {
    // an offer the other tests do not read, with three days of its availability set by hand two months ahead
    const [other] = await queryRows<{ id: number; start: string }>(
      api.database.db,
      sql`select o.id, to_char(av.start_date, 'YYYY-MM-DD') as start from offers o join offer_availability av on av.offer_id = o.id
          where o.parent_offer_id is null and o.published and o.kind = 'stay' and o.id not in (${sql.join(offers.map((o) => sql`${o.id}`), sql`, `)})
          order by o.id desc limit 1`,
    );
    const month = json(await get(`/api/weekend/${other!.id}/availabilities.json?length=3`)).requestedMonths[2] as string;
    const [closed, soldOut, minStay] = [`${month}-10`, `${month}-12`, `${month}-14`];
    const index = (day: string) => Math.round((Date.parse(day) - Date.parse(other!.start)) / 86_400_000) + 1;
    await api.database.db.execute(
      sql`update offer_availability set
            price[${index(closed)}] = 0,
            price[${index(soldOut)}] = 9000, rooms_left[${index(soldOut)}] = 0, min_stay[${index(soldOut)}] = 1, checkout_nights[${index(soldOut)}] = 1,
            price[${index(minStay)}] = 9000, rooms_left[${index(minStay)}] = 5, min_stay[${index(minStay)}] = 3
          where offer_id = ${other!.id}`,
    );
    const res = json(await get(`/api/weekend/${other!.id}/availabilities.json?month=${month}&length=1&nights=1`));
    const reason = (day: string) => res.days.find((d: { day: string }) => d.day === day)?.unavailableReason;
    expect([reason(closed), reason(soldOut), reason(minStay)]).toEqual(['closed', 'soldOut', 'minStay']);
    for (const d of res.days) expect(d.available).toBe(d.unavailableReason === null);
    // the gift calendar names the same reasons on the days it cannot offer
    const gift = json(await get(`/wed/redeem/weekend/${other!.id}/packageCheckinPrices.json?month=${month}&length=1&nights=1`));
    const giftReason = (day: string) => gift.days.find((d: { day: string }) => d.day === day)?.unavailableReason;
    expect(giftReason(closed)).toBe('closed');
    expect(giftReason(soldOut)).toBe('soldOut');
    for (const d of gift.days) expect(d.status === 'not_available').toBe(d.unavailableReason !== null);
    // the days of this month before today are past
    const current = json(await get(`/api/weekend/${other!.id}/availabilities.json?length=1`));
    const today = todayIso();
    for (const d of current.days) if (d.day < today) expect(d.unavailableReason).toBe('past');
  });

  test('a month outside the one-year window is a 400 naming month', async () => {
    const res = await get(`/api/weekend/${offers[0]!.id}/availabilities.json?month=2019-01`);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields).toEqual([{ field: 'month', message: expect.stringContaining('between') }]);
  });
});

describe('reviews', () => {
  test('page of 10, totals, score and the six criteria; sort by score', async () => {
    const [hotel] = await queryRows<{ id: number; count: number }>(
      api.database.db,
      sql`select hotel_id as id, count(*)::int as count from reviews group by hotel_id order by count desc limit 1`,
    );
    const res = json(await get(`/api/hotel/${hotel!.id}/reviews.json?client=msite&sort=SCORE_DESC`));
    expect(res.totalCount).toBe(hotel!.count);
    expect(res.list.length).toBe(Math.min(10, hotel!.count));
    expect(res.details.map((d: { criterion: string }) => d.criterion)).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio']);
    const scores = res.list.map((r: { average: number }) => r.average);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const page1 = json(await get(`/api/hotel/${hotel!.id}/reviews.json?sort=DATE_ASC&page=1`));
    expect(page1.page).toBe(1);
  });

  test('language fallback when no review exists in the asked language', async () => {
    const [hotel] = await queryRows<{ id: number }>(
      api.database.db,
      sql`select h.id from hotels h where exists (select 1 from reviews r where r.hotel_id = h.id)
          and not exists (select 1 from reviews r where r.hotel_id = h.id and r.locale = 'it_IT') limit 1`,
    );
    if (!hotel) return;
    const strict = json(await get(`/api/hotel/${hotel.id}/reviews.json?locale=it_IT`));
    expect(strict).toMatchObject({ totalCount: 0, languageFallback: false });
    const fallback = json(await get(`/api/hotel/${hotel.id}/reviews.json?locale=it_IT&withOtherLanguageFallback=true`));
    expect(fallback.languageFallback).toBe(true);
    expect(fallback.totalCount).toBeGreaterThan(0);
  });
});

describe('activities', () => {
  test('activity-only product: prices keyed by adult count, centres, page model; activity images', async () => {
    const [product] = await queryRows<{ id: number }>(api.database.db, sql`select id from activity_products where published order by id limit 1`);
    const res = await get(`/api/activity-only/weekend/${product!.id}/detail.json?locale=nl_NL`);
    expect(res.statusCode).toBe(200);
    const d = json(res);
    expect(d.prices.length).toBeGreaterThan(0);
    for (const p of d.prices) {
      expect(p.paxComposition.adults).toEqual(expect.any(Number));
      expect(p.promo === 0 || p.promo >= 5).toBe(true);
    }
    expect(d.activityCenter.length).toBeGreaterThan(0);
    expect(d.mainActivityCenter).not.toBeNull();
    const [activity] = await queryRows<{ id: number }>(api.database.db, sql`select id from activities order by id limit 1`);
    const images = json(await get(`/api/activities/${activity!.id}/images.json`));
    expect(images.images.length).toBeGreaterThan(0);
    expect((await get('/api/activity-only/weekend/999999999/detail.json')).statusCode).toBe(404);
  });
});

describe('gifts and boxes', () => {
  test('box list, detail (noindex, promo rule) and stays in pages of 8 with a map variant', async () => {
    const list = json(await get('/gateway/boxes/search?locale=fr_FR'));
    expect(list.boxes.length).toBeGreaterThan(0);
    for (const b of list.boxes) {
      expect(b.images.mainBySize).toEqual({ '120_80': expect.any(String), '640_360': expect.any(String), '960_540': expect.any(String) });
      expect(b.promo === 0 || b.promo > 5).toBe(true);
    }
    const detail = json(await get(`/gateway/boxes/${boxCode}/product-detail?locale=fr_FR`));
    expect(detail).toMatchObject({ code: boxCode, pageModel: { metaRobots: 'noindex, follow' }, validityMonths: 18 });
    const page = json(await get(`/gateway/boxes/${boxCode}/offers?locale=fr_FR&page=0`));
    expect(page.exactMatch.length).toBeLessThanOrEqual(8);
    expect(page.searchDetails.totalCount).toBe(page.totalCount);
    const map = json(await get(`/gateway/boxes/${boxCode}/offers?locale=fr_FR&performMapSearch=true`));
    expect(map.exactMatch[0]).toEqual({ id: expect.any(Number), hotelId: expect.any(Number), location: { lat: expect.any(Number), lng: expect.any(Number) } });
    const beyond = json(await get(`/gateway/boxes/${boxCode}/offers?locale=fr_FR&page=999`));
    expect(beyond.exactMatch).toEqual([]);
    expect((await get('/gateway/boxes/NOPE-EBOX/product-detail?locale=fr_FR')).statusCode).toBe(404);
  });

  test('beneficiary lists and facets, sleeves, single-voucher prices, shipping costs', async () => {
    expect(json(await get(`/gateway/box-facets/${boxCode}?locale=fr_FR`)).properties.map((p: { propertyType: string }) => p.propertyType)).toEqual(['theme', 'city', 'stars']);
    expect(json(await get(`/gateway/beneficiary/boxes/offers?code=${boxCode}&locale=fr_FR`)).totalCount).toBeGreaterThan(0);
    expect(json(await get('/gateway/beneficiary/single-vouchers/offers?locale=fr_FR&limit=3')).exactMatch.length).toBeLessThanOrEqual(3);
    const sleeves = json(await get('/gateway/sub-elements/available-custom-sub-elements?locale=it_IT')).availableCustomSubElements;
    expect(sleeves[0]).toMatchObject({ id: expect.any(Number), categoryId: expect.any(Number), recommendedByWed: expect.any(Boolean), price: expect.any(Number) });
    const [giftable] = await queryRows<{ id: number }>(api.database.db, sql`select distinct offer_id as id from single_voucher_prices order by 1 limit 1`);
    const prices = json(await get(`/gateway/single-vouchers/${giftable!.id}/price-list?locale=fr_FR`));
    expect(prices.priceList.length).toBeGreaterThan(0);
    expect(Object.keys(prices.priceList[0].sellPrices).length).toBeGreaterThan(0);
    expect(json(await get('/gateway/single-vouchers/shipping-costs?locale=nl_BE')).country).toBe('BE');
  });
});

describe('CMS content and logs', () => {
  test.each(['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'])('homepage, navigation, footer, promo bars, ideas for %s', async (locale) => {
    for (const path of ['homepage', 'navigation', 'footer', 'promoBars', 'ideas']) {
      const res = await get(`/api/cms/${path}?locale=${locale}`);
      expect(res.statusCode).toBe(200);
      expect(json(res).locale).toBe(locale);
    }
    const boxes = json(await get(`/gateway/content-boxes-block/${locale.toLowerCase()}`));
    expect(boxes.locale).toBe(locale);
    // with the boxes toggle on, the homepage links each best-seller to /box/{sku}: every sku is a box of the site
    for (const { sku } of boxes.results as { sku: string }[]) expect((await get(`/gateway/boxes/${sku}/product-detail?locale=${locale}`)).statusCode).toBe(200);
    // the same block as a static file of the site
    expect(json(await get(`/content/content-boxes-block/${locale.toLowerCase()}.json`))).toEqual(json(await get(`/gateway/content-boxes-block/${locale.toLowerCase()}`)));
  });

  test('static content files: an unknown locale or a name that is not one is a JSON 404 or 400', async () => {
    const unknown = await get('/content/content-boxes-block/de_de.json');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.fields[0].field).toBe('locale');
    for (const name of ['fr_fr', 'fr_fr.json.bak', '..%2Ffr_fr.json', '%3Cscript%3E.json']) {
      const res = await get(`/content/content-boxes-block/${name}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(json(res).error.code).toEqual(expect.any(String));
    }
  });

  test('banners, gift block, mini-sites; unknown page 404; locale required', async () => {
    expect(json(await get('/gateway/cms/announcementBanner')).homePages).toEqual(expect.any(Array));
    expect(json(await get('/content/announcementBanner.json'))).toEqual(json(await get('/gateway/cms/announcementBanner')));
    expect(json(await get('/content/giftBlock.json')).entries.length).toBe(6);
    expect(json(await get('/gateway/content/giftBlock')).entries.length).toBe(6);
    expect(json(await get('/content/targetedBanner.json')).entries).toEqual(expect.any(Array));
    const sites = json(await get('/api/cms/minisites')).minisites.map((m: { minisiteId: number }) => m.minisiteId).sort((a: number, b: number) => a - b);
    expect(sites).toEqual([14, 30, 97, 244, 250, 360]);
    const one = json(await get('/api/cms/minisites/360'));
    expect((await get(`/api/cms/minisites/${one.minisiteUrl}`)).statusCode).toBe(200);
    expect((await get('/api/cms/pages/no-such-page?locale=fr_FR')).statusCode).toBe(404);
    const noLocale = await get('/api/cms/homepage');
    expect(noLocale.statusCode).toBe(400);
    expect(json(noLocale).error.fields[0].field).toBe('locale');
  });

  test('client error log: stored, message cut to 256 characters', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/gateway/logs', payload: { level: 'ERROR', locale: 'fr_FR', location: 'application.client.error', message: 'é'.repeat(400) } });
    expect(res.statusCode).toBe(201);
    const [row] = await queryRows<{ message: string }>(api.database.db, sql`select message from client_error_logs where id = ${json(res).id}`);
    expect(row!.message).toBe('é'.repeat(256));
    const nul = await api.app.inject({ method: 'POST', url: '/gateway/logs', payload: { level: 'ERROR', message: 'a\u0000b' } });
    expect(nul.statusCode).toBe(201);
    const bad = await api.app.inject({ method: 'POST', url: '/gateway/logs', payload: { level: 'DEBUG', message: { a: 1 } } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['level', 'message']);
  });
});

/** A date `days` from today, YYYY-MM-DD (the search accepts check-ins from today to a year ahead). */
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('stay length', () => {
  test('a search of 20 nights (the longest stay) is answered', async () => {
    const res = await get(`/api/offers.json?locale=fr_FR&checkin=${soon(3)}&checkout=${soon(23)}`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(json(res).exactMatch)).toBe(true);
  });
});

describe('bad input: 400 naming each offending field', () => {
  const offerUrl = () => `/product/${offers[0]!.id}`;
  test.each([
    ['malformed date', () => `${offerUrl()}/quote?checkin=2024-13-01&nights=1`, ['checkin']],
    ['impossible date', () => `${offerUrl()}/quote?checkin=2025-02-30&nights=1`, ['checkin']],
    ['checkout not after checkin', () => `${offerUrl()}/offers?checkin=2030-05-10&checkout=2030-05-10`, ['checkout']],
    ['stay of 21 nights (longest 20)', () => `${offerUrl()}/offers?checkin=2030-05-10&checkout=2030-05-31`, ['checkout']],
    ['search stay of 21 nights (longest 20)', () => `/api/offers.json?locale=fr_FR&checkin=${soon(3)}&checkout=${soon(24)}`, ['checkout']],
    ['21 nights in the quote', () => `${offerUrl()}/quote?checkin=2030-05-10&nights=21`, ['nights']],
    ['adults outside 1-20', () => `${offerUrl()}/offers?adult=0`, ['adult']],
    ['adults above 20', () => `${offerUrl()}/offers?adult=21`, ['adult']],
    ['children and babies outside 0-10', () => `${offerUrl()}/quote?checkin=2030-05-10&nights=1&child=11&baby=-1`, ['child', 'baby']],
    ['unknown sort', () => `/api/hotel/${offers[0]!.hotelId}/reviews.json?sort=BEST`, ['sort']],
    ['negative page', () => `/api/hotel/${offers[0]!.hotelId}/reviews.json?page=-1`, ['page']],
    ['unknown locale', () => `/api/weekend/${offers[0]!.id}/detail.json?locale=en_GB`, ['locale']],
    ['non-numeric id', () => '/api/weekend/abc/detail.json', ['id']],
    ['infinite number in the path (1e309)', () => '/api/weekend/1e309/detail.json', ['id']],
    ['infinite number in the query (1e309)', () => `${offerUrl()}/offers?adult=1e309`, ['adult']],
    ['hexadecimal number in the query (0x10)', () => `${offerUrl()}/offers?adult=0x10`, ['adult']],
    ['exponent, blank and sign in numbers', () => `${offerUrl()}/quote?checkin=2030-05-10&nights=1e0&child=%201&baby=%2B0`, ['nights', 'child', 'baby']],
    ['hexadecimal number in the path', () => '/api/weekend/0x10/detail.json', ['id']],
    ['missing checkin', () => `${offerUrl()}/quote?nights=2`, ['checkin']],
    ['bad activity selection', () => `${offerUrl()}/quote?checkin=2030-05-10&nights=1&activitySelectionList=x`, ['activitySelectionList']],
  ])('%s', async (_name, url, fields) => {
    const res = await get(url());
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual([...fields].sort());
  });
});

describe('over real HTTP', () => {
  test('the same answers on a listening server (port 0)', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const offer = offers[0]!;
      const quote = await fetch(`${address}/product/${offer.id}/quote?checkin=${offer.checkin}&nights=${offer.nights}`);
      expect(quote.status).toBe(200);
      const body = (await quote.json()) as { priceInfo: { sellPrice: number } };
      const viaInject = json(await get(`/product/${offer.id}/quote?checkin=${offer.checkin}&nights=${offer.nights}`));
      expect(body.priceInfo.sellPrice).toBe(viaInject.priceInfo.sellPrice);
      const image = await fetch(`${address}/api/images/hotel/${offer.hotelId}/960_540.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toContain('immutable');
      const missing = await fetch(`${address}/api/weekend/999999999/detail.json`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });
});
