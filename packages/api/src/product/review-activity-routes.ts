/** Hotel reviews, activity images and the activity-only product detail. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as s from '../db/schema';
import { BANNER_SIZES, GALLERY_SIZES } from '../images';
import { notFound } from '../server/errors';
import { ActivityImages, ActivityProductDetail, HotelIdParams, LocaleQuery, OfferIdParams, ReviewCriteria, ReviewsQuery, ReviewsResponse } from './schemas';
import { lang, sitePaths, tr, trList } from '../routes/common';
import type { ApiInstance, RouteContext } from '../routes/context';
import { fallbackImage, findHotel, imagesOf, imageView } from './load';

export const REVIEWS_PAGE_SIZE = 10;
const MIN_ACTIVITY_PROMO = 5;

const CRITERION_LABELS: Record<(typeof ReviewCriteria)[number], s.Localized> = {
  welcoming: { fr: 'Accueil', es: 'Acogida', nl: 'Ontvangst', it: 'Accoglienza' },
  comfort: { fr: 'Confort', es: 'Comodidad', nl: 'Comfort', it: 'Comfort' },
  cleanliness: { fr: 'Propreté', es: 'Limpieza', nl: 'Netheid', it: 'Pulizia' },
  food: { fr: 'Restauration', es: 'Comida', nl: 'Eten', it: 'Ristorazione' },
  localization: { fr: 'Emplacement', es: 'Ubicación', nl: 'Ligging', it: 'Posizione' },
  priceQualityRatio: { fr: 'Rapport qualité-prix', es: 'Relación calidad-precio', nl: 'Prijs-kwaliteitverhouding', it: 'Rapporto qualità-prezzo' },
};

const CRITERION_COLUMNS = {
  welcoming: s.reviews.welcoming,
  comfort: s.reviews.comfort,
  cleanliness: s.reviews.cleanliness,
  food: s.reviews.food,
  localization: s.reviews.localization,
  priceQualityRatio: s.reviews.priceQualityRatio,
} as const;

const round1 = (n: number | null | undefined) => (n == null ? null : Math.round(Number(n) * 10) / 10);
const isTrue = (v: unknown) => v === true || v === 'true';

export async function reviewAndActivityRoutes(app: ApiInstance, { database }: RouteContext): Promise<void> {
  const { db } = database;

  app.get(
    '/api/hotel/:hotelId/reviews.json',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Hotel reviews: 10 per page, sorted, one language with optional fallback to all languages',
        params: HotelIdParams,
        querystring: ReviewsQuery,
        response: { 200: ReviewsResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const hotel = await findHotel(db, request.params.hotelId);
      const sort = q.sort ?? 'DATE_DESC';
      const page = q.page ?? 0;
      const asked = q.locale && q.locale !== 'all' ? q.locale : null;
      const language = lang(asked ?? 'fr_FR');
      const counts = await db
        .select({ locale: s.reviews.locale, count: sql<number>`count(*)::int` })
        .from(s.reviews)
        .where(eq(s.reviews.hotelId, hotel.id))
        .groupBy(s.reviews.locale)
        .orderBy(asc(s.reviews.locale));
      const inAsked = asked ? (counts.find((c) => c.locale === asked)?.count ?? 0) : 0;
      const fallback = asked !== null && inAsked === 0 && isTrue(q.withOtherLanguageFallback);
      const filterLocale = asked !== null && !fallback ? asked : null;
      const where: SQL = filterLocale ? and(eq(s.reviews.hotelId, hotel.id), eq(s.reviews.locale, filterLocale as s.ReviewLocale))! : eq(s.reviews.hotelId, hotel.id);
      const order =
        sort === 'DATE_ASC'
          ? [asc(s.reviews.date), asc(s.reviews.id)]
          : sort === 'SCORE_DESC'
            ? [desc(s.reviews.average), desc(s.reviews.date), desc(s.reviews.id)]
            : sort === 'SCORE_ASC'
              ? [asc(s.reviews.average), desc(s.reviews.date), asc(s.reviews.id)]
              : [desc(s.reviews.date), desc(s.reviews.id)];
      const [list, [aggregate]] = await Promise.all([
        db.select().from(s.reviews).where(where).orderBy(...order).limit(REVIEWS_PAGE_SIZE).offset(page * REVIEWS_PAGE_SIZE),
        db
          .select({
            count: sql<number>`count(*)::int`,
            score: sql<number | null>`avg(${s.reviews.average})::float8`,
            ...Object.fromEntries(Object.entries(CRITERION_COLUMNS).map(([k, col]) => [k, sql<number | null>`avg(${col})::float8`])),
          })
          .from(s.reviews)
          .where(where),
      ]);
      const agg = (aggregate ?? { count: 0, score: null }) as Record<string, number | null>;
      return {
        totalCount: Number(agg.count ?? 0),
        score: round1(agg.score),
        list: list.map((r) => ({ id: r.id, locale: r.locale, customer: r.customer, type: r.type, date: r.date, average: r.average, positive: r.positive, negative: r.negative })),
        details: ReviewCriteria.map((criterion) => ({ criterion, label: tr(CRITERION_LABELS[criterion], language), score: round1(agg[criterion]) })),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        sort,
        locale: filterLocale,
        languageFallback: fallback,
        languages: counts.map((c) => ({ locale: c.locale, count: Number(c.count) })),
      };
    },
  );

  app.get(
    '/api/activities/:id/images.json',
    {
      schema: {
        tags: ['product'],
        summary: 'Images of an activity (programme line activityId)',
        params: OfferIdParams,
        querystring: LocaleQuery,
        response: { 200: ActivityImages },
      },
    },
    async (request) => {
      const language = lang(request.query.locale);
      const [activity] = await db.select().from(s.activities).where(eq(s.activities.id, request.params.id)).limit(1);
      if (!activity) throw notFound('Activity', request.params.id);
      const rows = (await imagesOf(db, 'activity', [activity.id])).get(activity.id) ?? [];
      const label = tr(activity.label, language);
      return {
        activityId: activity.id,
        label,
        images: rows.length ? rows.map((r) => imageView(r, language)) : [fallbackImage('activity', `a${activity.id}`, label, activity.groupCode)],
      };
    },
  );

  app.get(
    '/api/activity-only/weekend/:id/detail.json',
    {
      schema: {
        tags: ['product'],
        summary: 'Activity-only product detail (prices keyed by adult count, in cents)',
        params: OfferIdParams,
        querystring: LocaleQuery,
        response: { 200: ActivityProductDetail },
      },
    },
    async (request) => {
      const locale = request.query.locale ?? 'fr_FR';
      const language = lang(locale);
      const [product] = await db.select().from(s.activityProducts).where(eq(s.activityProducts.id, request.params.id)).limit(1);
      if (!product) throw notFound('Activity product', request.params.id);
      const [centreLinks, prices, imageRows, place] = await Promise.all([
        db
          .select({ main: s.activityProductCentres.main, centre: s.activityCentres })
          .from(s.activityProductCentres)
          .innerJoin(s.activityCentres, eq(s.activityCentres.id, s.activityProductCentres.centreId))
          .where(eq(s.activityProductCentres.productId, product.id))
          .orderBy(desc(s.activityProductCentres.main), asc(s.activityCentres.id)),
        db.select().from(s.activityProductPrices).where(eq(s.activityProductPrices.productId, product.id)).orderBy(asc(s.activityProductPrices.adults)),
        imagesOf(db, 'activity_product', [product.id]),
        db.select().from(s.places).where(eq(s.places.id, product.placeId)).limit(1),
      ]);
      const site = sitePaths(locale);
      const label = tr(product.label, language);
      const uri = site.activity(product.id);
      const rows = imageRows.get(product.id) ?? [];
      const images = rows.length
        ? rows.map((r) => imageView(r, language, [...GALLERY_SIZES, ...BANNER_SIZES]))
        : [{ ...fallbackImage('activity', `p${product.id}`, label), sizes: fallbackImage('activity', `p${product.id}`, label).sizes }];
      const centres = centreLinks.map(({ main, centre }) => ({
        id: centre.id,
        main,
        label: centre.label,
        star: centre.stars,
        uri: site.results('activity', undefined, `city=${centre.placeId}`),
        location: { address: `${centre.streetAddress}, ${centre.zipCode} ${tr(centre.cityName, language)}`, label: tr(centre.cityName, language), zipCode: centre.zipCode, latitude: centre.lat, longitude: centre.lng },
      }));
      const main = centres.find((c) => c.main) ?? centres[0];
      const city = place[0];
      return {
        id: product.id,
        label,
        description: tr(product.description, language),
        uri,
        published: product.published,
        imagesBySize: images.map((i) => i.sizes),
        images,
        themeId: product.themeId,
        activities: product.activities.map((a) => ({
          title: tr(a.title, language),
          description: tr(a.description, language),
          univers: tr(a.univers, language),
          composition: trList(a.composition, language),
          schedules: a.schedules ?? [],
          importantInformation: trList(a.importantInformation, language),
        })),
        activityCenter: centres,
        mainActivityCenter: main ? { id: main.id, label: main.label, star: main.star, uri: main.uri } : null,
        locations: centres.map((c) => ({ label: c.location.label, latitude: c.location.latitude, longitude: c.location.longitude })),
        niceToKnow: trList(product.niceToKnow, language),
        importantInfos: trList(product.importantInfos, language),
        schedules: product.schedules ?? [],
        prices: prices.map((p) => {
          const ref = Math.max(p.barPrice, p.sellPrice);
          const percent = ref > 0 ? Math.floor((200 * (ref - p.sellPrice) + ref) / (2 * ref)) : 0;
          return {
            paxComposition: { adults: p.adults },
            sellPrice: p.sellPrice,
            barPrice: ref,
            refPrice: ref,
            promo: percent >= MIN_ACTIVITY_PROMO ? percent : 0,
            moneySaved: ref - p.sellPrice,
          };
        }),
        breadCrumb: [
          { label: tr({ fr: 'Accueil', es: 'Inicio', nl: 'Home', it: 'Home' }, language), uri: site.home() },
          ...(city ? [{ label: tr(city.name, language), uri: site.results('activity', undefined, `city=${city.id}`) }] : []),
          { label, uri },
        ],
        pageModel: {
          pageTitle: label,
          canonicalUrl: uri,
          alternateUrls: (['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const).map((l) => ({ locale: l, url: sitePaths(l).activity(product.id) })),
          metaRobots: product.published ? 'index, follow' : 'noindex, follow',
        },
      };
    },
  );
}
