/**
 * Search routes (search.md §7): offers (GET list, POST map / hotel drawer), facets, activity-only,
 * destination autocomplete and recommended destinations. Registered by the API with `{ database }`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../db';
import { ensureCatalogueFresh } from '../catalogue/freshness';
import { activityOnlySearch } from './activity';
import { autocomplete, recommended } from './autocomplete';
import { parseCriteria, type ParseOptions } from './criteria';
import { facetCounts } from './facets';
import { buildContext } from './filters';
import { hotelOffers, mapSearch } from './map';
import { searchOffers } from './offers';
import { ensureSearchReadModel } from './read-model';
import { placeIndex } from './place-index';
import { cityBySlug, themeBySlug, themeList } from './themes';
import { ErrorResponse } from '../schemas/common';
import {
  ActivityOnlyBody,
  CityParams,
  CityQuery,
  CityResponse,
  ThemeDetail,
  ThemeParams,
  ThemesQuery,
  ThemesResponse,
  ActivityOnlyResponse,
  AutocompleteQuery,
  AutocompleteResponse,
  FacetsQuery,
  FacetsResponse,
  MapSearchBody,
  PostOffersResponse,
  RecommendedQuery,
  SearchQuery,
  SearchResponse,
  type PropertyType,
} from './schemas';

export interface SearchRoutesOptions {
  database: Pick<Database, 'db'> & Partial<Database>;
}

const TAGS = ['search'];
/** How often a running server checks that the catalogue is current (new day, new month). */
const FRESHNESS_CHECK_MS = 60 * 60_000;

export default async function searchRoutes(instance: FastifyInstance, opts: SearchRoutesOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts.database;

  // At start-up the catalogue is brought up to date (availability window and from-prices, see
  // catalogue/freshness.ts) and the read model built; if the database is not reachable yet, the first request
  // retries. A long-running server checks again every hour (one small query when nothing is due), in the background.
  let ready: Promise<void> | null = null;
  let nextFreshnessCheck = 0;
  const prepare = async () => {
    await ensureCatalogueFresh(opts.database);
    await ensureSearchReadModel(db);
    await placeIndex(db);
    nextFreshnessCheck = Date.now() + FRESHNESS_CHECK_MS;
  };
  const ensureReady = (): Promise<void> => {
    ready ??= prepare().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    if (nextFreshnessCheck > 0 && Date.now() > nextFreshnessCheck) {
      nextFreshnessCheck = Date.now() + FRESHNESS_CHECK_MS;
      ensureCatalogueFresh(opts.database).catch((error: unknown) => instance.log.warn({ err: error }, 'catalogue freshness check failed'));
    }
    return ready;
  };
  await ensureReady().catch((error: unknown) => instance.log.warn({ err: error }, 'search read model not ready yet'));

  const criteriaOf = (input: Record<string, unknown>, options: ParseOptions = {}) => parseCriteria(input, options);

  app.get(
    '/api/offers.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Offer search (exactMatch and searchDetails)',
        description:
          'Every criteria key of search.md §3 plus flow, page (zero-based), limit (max 60), hotelId. With checkin/checkout the prices are the stay prices for those dates and travellers (final-price) and only offers bookable on those dates are listed; without dates the lowest price (from-price); in gifting the single-voucher gift price for 2 adults (gift).',
        querystring: SearchQuery,
        response: { 200: SearchResponse },
      },
    },
    async (request) => {
      await ensureReady();
      return searchOffers(db, criteriaOf(request.query as Record<string, unknown>));
    },
  );

  app.post(
    '/api/offers.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Map search (performMapSearch) or hotel offers drawer (hotelId)',
        description:
          'performMapSearch: one entry per hotel with its location and matching weekend ids. hotelId: the hotel with its main package and other packages (numberOfPackagesPerHotel, at most 20), by price ascending; gift prices when gifting (performGiftableSearch, type gift or criteria.flow gifting). Otherwise the same list as GET.',
        body: MapSearchBody,
        response: { 200: PostOffersResponse },
      },
    },
    async (request) => {
      await ensureReady();
      const body = request.body;
      const gifting = body.performGiftableSearch === true || body.type === 'gift';
      const input = { ...(body.criteria ?? {}), locale: body.locale ?? body.criteria?.locale };
      if (body.hotelId !== undefined) {
        const criteria = criteriaOf(input, { flow: gifting ? 'gifting' : undefined });
        return hotelOffers(db, criteria, body.hotelId, body.numberOfPackagesPerHotel ?? 20);
      }
      const criteria = criteriaOf(input, {
        flow: gifting ? 'gifting' : undefined,
        sort: body.orderBy,
        page: body.page,
        limit: body.limit,
      });
      if (body.performMapSearch) return mapSearch(db, criteria);
      return searchOffers(db, criteria);
    },
  );

  app.get(
    '/api/facets.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Disjunctive facet counts, price and distance ranges',
        description:
          'Each facet is counted under all the OTHER filters. propertiesRequested: comma list of price, score, facility, stars, style, type, environment, tag, distance (default all). withNames (default true) adds localized names.',
        querystring: FacetsQuery,
        response: { 200: FacetsResponse },
      },
    },
    async (request) => {
      await ensureReady();
      const query = request.query as Record<string, unknown>;
      const criteria = criteriaOf(query, { sort: query.orderBy ?? query.sort });
      const requested =
        typeof query.propertiesRequested === 'string' ? (query.propertiesRequested.split(',') as PropertyType[]) : null;
      return facetCounts(db, criteria, {
        withNames: query.withNames !== false && query.withNames !== 'false',
        requested,
        withActivities: query.withActivities === true || query.withActivities === 'true',
      });
    },
  );

  app.post(
    '/api/search/activity-only.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Activity-only products grouped by centre (numberOfPackagesPerHotel, default 20)',
        body: ActivityOnlyBody,
        response: { 200: ActivityOnlyResponse },
      },
    },
    async (request) => {
      await ensureReady();
      const body = request.body;
      const criteria = criteriaOf(
        { ...(body.criteria ?? {}), locale: body.locale ?? body.criteria?.locale },
        { flow: 'activity', page: body.page, limit: body.limit },
      );
      const ctx = await buildContext(db, criteria);
      return activityOnlySearch(db, ctx, body.numberOfPackagesPerHotel ?? 20);
    },
  );

  app.get(
    '/api/autocomplete-geonames.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Destination suggestions: city, hotel, searesort, skiresort, touristicregion, poi, region, department, country',
        description: 'Accent- and case-insensitive; words starting with the term first, then by importance, then by similarity.',
        querystring: AutocompleteQuery,
        response: { 200: AutocompleteResponse },
      },
    },
    async (request) => {
      const { locale, term, maxResults } = request.query;
      return autocomplete(db, { locale: locale ?? 'fr_FR', term, maxResults: maxResults ?? 30 });
    },
  );

  app.get(
    '/api/recommendedAutocomplete.json',
    {
      schema: {
        tags: TAGS,
        summary: 'A few recommended destinations for the site',
        querystring: RecommendedQuery,
        response: { 200: AutocompleteResponse },
      },
    },
    async (request) => {
      const { locale, q } = request.query;
      return recommended(db, { locale: locale ?? 'fr_FR', q });
    },
  );

  app.get(
    '/api/themes.json',
    {
      schema: {
        tags: TAGS,
        summary: 'Themes of the search bar, in the locale language, with their published offer counts',
        description: 'kind=stay|activity narrows the list. Stay counts are the stays a search with the theme lists (no dates).',
        querystring: ThemesQuery,
        response: { 200: ThemesResponse },
      },
    },
    async (request) => {
      await ensureReady();
      const { locale, kind } = request.query;
      return themeList(db, { locale: locale ?? 'fr_FR', kind });
    },
  );

  app.get(
    '/api/themes/:slug.json',
    {
      schema: {
        tags: TAGS,
        summary: 'The theme of an idea keyword page (/idee/{slug}, /tema/{slug}, /thema/{slug}, /idea/{slug})',
        description: 'slug in the locale language; a slug shared by a stay and an activity theme gives the stay theme unless kind=activity. Unknown slug: 404.',
        params: ThemeParams,
        querystring: ThemesQuery,
        response: { 200: ThemeDetail, 404: ErrorResponse },
      },
    },
    async (request) => {
      await ensureReady();
      const { locale, kind } = request.query;
      return themeBySlug(db, { locale: locale ?? 'fr_FR', slug: request.params.slug, kind });
    },
  );

  app.get(
    '/api/cities/:slug.json',
    {
      schema: {
        tags: TAGS,
        summary: 'The city of a city keyword page (/ville/{slug}, /ciudad/{slug}, /stad/{slug}, /citta/{slug})',
        description: 'Unknown slug: 404.',
        params: CityParams,
        querystring: CityQuery,
        response: { 200: CityResponse, 404: ErrorResponse },
      },
    },
    async (request) => cityBySlug(db, { locale: request.query.locale ?? 'fr_FR', slug: request.params.slug }),
  );
}
