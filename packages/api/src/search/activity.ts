/**
 * Activity-only products: the activity flow of GET /api/offers.json (one card per product) and
 * POST /api/search/activity-only.json (products grouped by activity centre, up to 20 per centre).
 * Prices are keyed by adult count (paxComposition.adults); the price used is the one for the searched adults
 * (or the largest group size listed below it).
 */
import { sql, type SQL } from 'drizzle-orm';
import { paths } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { languageOf } from '../db/schema';
import { promoPercent } from '../db/pricing';
import { shownPromo } from '@storefront/criteria';
import { cardImages, hotelSummary, siteOf, type ImageRow } from './cards';
import { intArray, type SearchContext } from './filters';
import type { Static } from 'typebox';
import type { ActivityPackage, OfferCard } from './schemas';

/** Radius (km) around a resort, touristic region or point of interest when searching activities. */
export const ACTIVITY_AREA_RADIUS_KM = 30;

function activityConditions(ctx: SearchContext): SQL {
  const c = ctx.criteria;
  const parts: SQL[] = [sql`ap.published`];
  const place = ctx.place;
  const dest = c.destination;
  if (dest?.key === 'hotel') parts.push(sql`false`);
  else if (dest && !place) parts.push(sql`false`);
  if (ctx.centre && (ctx.radius || (place && !['city', 'department', 'region', 'country'].includes(place.category)))) {
    const max = c.distanceMax ?? ACTIVITY_AREA_RADIUS_KM;
    parts.push(sql`ap.m_distance <= ${max}::float8`);
    if (c.distanceMin) parts.push(sql`ap.m_distance >= ${c.distanceMin}::float8`);
  } else if (place) {
    if (place.category === 'city') parts.push(sql`ap.p_id = ${place.id}`);
    else if (place.category === 'department') parts.push(sql`ap.department_id = ${place.id}`);
    else if (place.category === 'region') parts.push(sql`ap.region_id = ${place.id}`);
    else if (place.category === 'country') parts.push(sql`ap.country_id = ${place.id}`);
  }
  if (c.theme !== null) parts.push(sql`ap.theme_id = ${c.theme}`);
  if (c.priceMin !== null) parts.push(sql`ap.price >= ${c.priceMin}`);
  if (c.priceMax !== null) parts.push(sql`ap.price <= ${c.priceMax}`);
  return sql.join(parts, sql` and `);
}

function matchesSql(ctx: SearchContext): SQL {
  const centre = ctx.centre;
  const distance = centre
    ? sql`(12742.0 * asin(least(1.0, sqrt(power(sin(radians(ce.lat - ${centre.lat}::float8) / 2), 2)
        + cos(radians(${centre.lat}::float8)) * cos(radians(ce.lat)) * power(sin(radians(ce.lng - ${centre.lng}::float8) / 2), 2)))))`
    : sql`null::float8`;
  return sql`select * from (
      select ap.id, ce.id as centre_id, pr.sell_price as price, pr.bar_price as "barPrice", ap.popularity,
             ${distance} as m_distance, p.id as p_id, p.department_id, p.region_id, p.country_id, ap.theme_id, ap.published
      from activity_products ap
      join places p on p.id = ap.place_id
      join lateral (select c2.centre_id from activity_product_centres c2 where c2.product_id = ap.id order by c2.main desc, c2.centre_id limit 1) apc on true
      join activity_centres ce on ce.id = apc.centre_id
      join lateral (select pr.sell_price, pr.bar_price from activity_product_prices pr
                    where pr.product_id = ap.id and pr.adults <= ${ctx.criteria.adults}
                    order by pr.adults desc limit 1) pr on true
    ) ap_m`;
}

interface ProductRow {
  id: number;
  centreId: number;
  price: number;
  barPrice: number | null;
  distance: number | null;
}

interface ProductDetail {
  id: number;
  label: string;
  themeId: number;
  images: ImageRow[] | null;
  prices: { adults: number; sellPrice: number; barPrice: number }[] | null;
  centreId: number;
  centreLabel: string;
  stars: number | null;
  cityLabel: string;
  citySlug: string | null;
  address: string;
  zipCode: string;
  lat: number;
  lng: number;
}

async function productDetails(db: Db, locale: string, ids: number[]): Promise<Map<number, ProductDetail>> {
  if (!ids.length) return new Map();
  const lang = languageOf(locale);
  const rows = await queryRows<ProductDetail>(
    db,
    sql`select ap.id, ap.label->>${lang} as label, ap.theme_id as "themeId",
          (select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'subject', i.subject, 'alt', i.alt->>${lang}) order by i.position)
             from (select * from images im where im.kind = 'activity_product' and im.owner_id = ap.id order by im.position limit 4) i) as images,
          (select json_agg(json_build_object('adults', pr.adults, 'sellPrice', pr.sell_price, 'barPrice', pr.bar_price) order by pr.adults)
             from activity_product_prices pr where pr.product_id = ap.id) as prices,
          ce.id as "centreId", ce.label as "centreLabel", ce.stars, ce.city_name->>${lang} as "cityLabel", city.slug as "citySlug",
          ce.street_address as address, ce.zip_code as "zipCode", ce.lat, ce.lng
        from activity_products ap
        join lateral (select c2.centre_id from activity_product_centres c2 where c2.product_id = ap.id order by c2.main desc, c2.centre_id limit 1) apc on true
        join activity_centres ce on ce.id = apc.centre_id
        left join places city on city.id = ce.place_id
        where ap.id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function centreSummary(locale: string, d: ProductDetail) {
  const summary = hotelSummary(locale, {
    hotelId: d.centreId,
    hotelLabel: d.centreLabel,
    stars: d.stars,
    cityLabel: d.cityLabel,
    citySlug: d.citySlug,
    address: d.address,
    zipCode: d.zipCode,
    lat: d.lat,
    lng: d.lng,
    reviewCount: 0,
    reviewAverage: null,
  });
  return { ...summary, uri: summary.location.uri ?? summary.uri };
}

function priceEntries(d: ProductDetail) {
  return (d.prices ?? []).map((p) => ({
    paxComposition: { adults: p.adults, children: 0, babies: 0 },
    sellPrice: p.sellPrice,
    barPrice: p.barPrice,
    promoPercentageRounded: promoPercent(p.sellPrice, p.barPrice),
  }));
}

/** The activity flow of the offer search: one card per product, ordered by popularity then price. */
export async function activitySearch(db: Db, ctx: SearchContext): Promise<{ cards: OfferCard[]; totalCount: number }> {
  const c = ctx.criteria;
  const rows = await queryRows<ProductRow & { total: number }>(
    db,
    sql`select ap.id, ap.centre_id as "centreId", ap.price, ap."barPrice", ap.m_distance as distance, count(*) over ()::integer as total
        from (${matchesSql(ctx)}) ap
        where ${activityConditions(ctx)}
        order by ${c.sort === 'distance' && ctx.centre ? sql`ap.m_distance asc,` : sql``} ap.popularity desc, ap.price asc, ap.id asc
        limit ${c.limit} offset ${c.page * c.limit}`,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (!rows.length && c.page > 0) {
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::integer as total from (${matchesSql(ctx)}) ap where ${activityConditions(ctx)}`,
    );
    totalCount = count?.total ?? 0;
  }
  const details = await productDetails(db, c.locale, rows.map((r) => r.id));
  const site = paths(siteOf(c.locale));
  const cards: OfferCard[] = [];
  for (const row of rows) {
    const d = details.get(row.id);
    if (!d) continue;
    const images = cardImages(d.images);
    const promo = promoPercent(row.price, row.barPrice);
    cards.push({
      id: d.id,
      kind: 'activity',
      label: d.label,
      hotel: centreSummary(c.locale, d),
      imageUrl: images[0]?.url ?? null,
      images,
      prices: priceEntries(d),
      sellPrice: row.price,
      barPrice: row.barPrice,
      refPrice: row.barPrice,
      promo: shownPromo(promo, 'activity'),
      priceType: 'from-price',
      availableRooms: null,
      lastMinute: false,
      expiration: null,
      marketingLabels: [],
      headwords: [],
      cancellationPolicy: null,
      channelManagerId: null,
      autoDiscount: null,
      uri: site.activity(d.id),
      connectivity: false,
      participants: c.adults,
      nights: null,
      checkin: null,
      distance: row.distance === null ? null : Math.round(row.distance * 10) / 10,
      targetedLabel: null,
      themes: [d.themeId],
    });
  }
  return { cards, totalCount };
}

/** POST /api/search/activity-only.json: products grouped by centre (page over centres), cheapest first. */
export async function activityOnlySearch(db: Db, ctx: SearchContext, perHotel: number) {
  const c = ctx.criteria;
  const rows = await queryRows<ProductRow & { total: number; rank: number }>(
    db,
    sql`with m as (
          select ap.id, ap.centre_id, ap.price, ap."barPrice", ap.m_distance, ap.popularity
          from (${matchesSql(ctx)}) ap
          where ${activityConditions(ctx)}
        ), centres as (
          select centre_id, max(popularity) as popularity, min(m_distance) as distance, min(price) as price
          from m group by centre_id
        ), page as (
          select centre_id, count(*) over ()::integer as total,
                 row_number() over (order by ${ctx.centre ? sql`distance asc,` : sql``} popularity desc, price asc, centre_id asc) as rank
          from centres
          order by rank
          limit ${c.limit} offset ${c.page * c.limit}
        )
        select m.id, m.centre_id as "centreId", m.price, m."barPrice", m.m_distance as distance, page.total, page.rank::integer as rank
        from page
        join lateral (select * from m where m.centre_id = page.centre_id order by m.price asc, m.id asc limit ${perHotel}) m on true
        order by page.rank, m.price, m.id`,
  );
  const details = await productDetails(db, c.locale, rows.map((r) => r.id));
  const site = paths(siteOf(c.locale));
  const groups = new Map<number, { hotel: ReturnType<typeof centreSummary>; packages: Static<typeof ActivityPackage>[] }>();
  for (const row of rows) {
    const d = details.get(row.id);
    if (!d) continue;
    let group = groups.get(row.centreId);
    if (!group) {
      group = { hotel: centreSummary(c.locale, d), packages: [] };
      groups.set(row.centreId, group);
    }
    const images = cardImages(d.images);
    group.packages.push({
      id: d.id,
      label: d.label,
      uri: site.activity(d.id),
      imageUrl: images[0]?.url ?? null,
      images,
      themeId: d.themeId,
      prices: priceEntries(d),
      sellPrice: row.price,
      barPrice: row.barPrice,
      promo: shownPromo(promoPercent(row.price, row.barPrice), 'activity'),
      distance: row.distance === null ? null : Math.round(row.distance * 10) / 10,
    });
  }
  let totalCount = rows[0]?.total ?? 0;
  if (!rows.length && c.page > 0) {
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(distinct ap.centre_id)::integer as total from (${matchesSql(ctx)}) ap where ${activityConditions(ctx)}`,
    );
    totalCount = count?.total ?? 0;
  }
  return { totalCount, page: c.page, results: [...groups.values()] };
}
