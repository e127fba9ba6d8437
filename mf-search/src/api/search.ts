/**
 * Every API call of mf-search (search.md §7), typed and mapped to view types. Components never call axios.
 */
import {
  toWire,
  toWireBody,
  fallbackSearches,
  serialiseHash,
  FALLBACK_PAGE_SIZE,
  AUTOCOMPLETE_MAX_RESULTS,
  type Flow,
  type HierarchyPlace,
  type SearchCriteria,
} from '@storefront/criteria';
import { isCancelled, logClientError, type ApiBody, type ApiPath, type ApiQuery, type ApiResponse } from '@storefront/api-client';
import type { KeywordPath, ResolvedKeyword } from '../state/keyword';
import type { SearchApiClient } from './client';
import type {
  ApiActivityOnlyResponse,
  ApiFacetsResponse,
  ApiMapResponse,
  ApiSearchResponse,
  ApiThemeKind,
  ApiCheckoutNights,
} from './api-types';
import { toActivityCentres, toFacets, toMarkers, toSearchResult, toSuggestion, toTheme } from './mappers';
import type { ActivityCentre, Facets, FallbackView, MapMarker, SearchResult, Suggestion, ThemeView } from './types';

/** Results per page (a multiple of the 3-column grid). */
export const PAGE_SIZE = 18;
/** Activity-only: packages per centre. */
export const PACKAGES_PER_HOTEL = 20;
/** The search provider catalog named in the calls (informative for the API). */
export const SEARCH_PROVIDER = 'storefront';

interface Call {
  signal?: AbortSignal;
}

type WireValues = Record<string, string | number | boolean | undefined>;

/**
 * The criteria package writes query values as the strings that go over the wire ('2', 'true', '3,4'); the
 * API parses them against its schema. This names them with the generated query type of the call.
 */
function query<P extends ApiPath>(values: WireValues): ApiQuery<P> {
  return values as unknown as ApiQuery<P>;
}

/** The same for a JSON body whose criteria object carries the criteria package's values. */
function body<P extends ApiPath<'post'>>(values: Record<string, unknown>): ApiBody<P> {
  return values as unknown as ApiBody<P>;
}

/** GET {api}/offers.json: one page of results. */
export async function searchOffers(
  client: SearchApiClient,
  criteria: SearchCriteria,
  flow: Flow,
  opts: Call & { page?: number; limit?: number; hotelId?: number } = {},
): Promise<SearchResult> {
  const data: ApiSearchResponse = await client.get('/api/offers.json', {
    params: query<'/api/offers.json'>({
      ...toWire(criteria, flow),
      page: opts.page ?? 0,
      limit: opts.limit ?? PAGE_SIZE,
      searchProvider: SEARCH_PROVIDER,
      ...(opts.hotelId ? { hotelId: opts.hotelId } : {}),
    }),
    signal: opts.signal,
  });
  return toSearchResult(data, flow);
}

/**
 * The fallback searches of §4: the alternatives the criteria package builds from the main search (its criteria and
 * its searchDetails.locationHierarchy, `hierarchy`), each an ordinary GET {api}/offers.json of FALLBACK_PAGE_SIZE
 * offers, run in parallel; those with offers, in the spec's order. An alternative that fails yields no block (logged);
 * the others still show. A cancellation (`signal`) rejects.
 */
export async function searchFallbacks(
  client: SearchApiClient,
  criteria: SearchCriteria,
  flow: Flow,
  hierarchy: readonly HierarchyPlace[],
  opts: Call = {},
): Promise<FallbackView[]> {
  const found = await Promise.all(
    fallbackSearches(criteria, hierarchy, flow).map(async ({ kind, criteria: alternative }): Promise<FallbackView | null> => {
      try {
        const r = await searchOffers(client, alternative, flow, { limit: FALLBACK_PAGE_SIZE, signal: opts.signal });
        return { kind, hash: serialiseHash(alternative), offers: r.offers, totalCount: r.details.totalCount };
      } catch (error) {
        if (isCancelled(error) || opts.signal?.aborted) throw error;
        logSearchError(client, 'mf-search.fallbacks', error);
        return null;
      }
    }),
  );
  return found.filter((f): f is FallbackView => f !== null && f.offers.length > 0);
}

/** The map-search shape of the POST answer (one entry per hotel with its weekend ids). */
function isMapResponse(data: ApiResponse<'/api/offers.json', 'post'>): data is ApiMapResponse {
  if (!data || !('exactMatch' in data) || !Array.isArray(data.exactMatch)) return false;
  return (data.exactMatch as unknown[]).every((m) => Array.isArray((m as { weekendIds?: unknown })?.weekendIds));
}

/** POST {api}/offers.json with performMapSearch: one marker per hotel. */
export async function mapSearch(client: SearchApiClient, criteria: SearchCriteria, flow: Flow, opts: Call = {}): Promise<MapMarker[]> {
  const data = await client.post(
    '/api/offers.json',
    body<'/api/offers.json'>({
      criteria: toWireBody(criteria, flow),
      orderBy: flow === 'activity' ? undefined : (criteria.sort ?? 'priceQuality'),
      searchProvider: SEARCH_PROVIDER,
      performMapSearch: true,
      performGiftableSearch: flow === 'gifting',
      locale: client.context.locale,
    }),
    { signal: opts.signal },
  );
  return isMapResponse(data) ? toMarkers(data) : [];
}

/** propertiesRequested of the facets call (search.md §7). */
export const FACET_PROPERTIES = ['price', 'score', 'facility', 'accessibility', 'cancellation', 'stars', 'style', 'type', 'environment', 'tag'] as const;

/**
 * The query of GET {api}/facets.json (search.md §7): the search request's criteria under the same names (toWire,
 * without the sort), withActivities, orderBy priceQuality, withNames and propertiesRequested; the client adds the
 * locale. The facets are refreshed exactly when this query changes (a sort change does not).
 */
export function facetQuery(criteria: SearchCriteria, flow: Flow): WireValues {
  return {
    ...toWire(criteria, flow, { sort: false }),
    withActivities: 'true',
    orderBy: 'priceQuality',
    withNames: true,
    propertiesRequested: FACET_PROPERTIES.join(','),
  };
}

/** GET {api}/facets.json. A failure is raised as 'Error fetching facets: ...' and logged. */
export async function fetchFacets(client: SearchApiClient, criteria: SearchCriteria, flow: Flow, opts: Call = {}): Promise<Facets> {
  try {
    const data: ApiFacetsResponse = await client.get('/api/facets.json', {
      params: query<'/api/facets.json'>(facetQuery(criteria, flow)),
      signal: opts.signal,
    });
    return toFacets(data);
  } catch (error) {
    const wrapped = new Error(`Error fetching facets: ${error instanceof Error ? error.message : String(error)}`);
    if ((error as { code?: string })?.code !== 'CANCELLED') logSearchError(client, 'mf-search.facets', wrapped);
    throw Object.assign(wrapped, { cause: error, code: (error as { code?: string })?.code });
  }
}

/** The body of POST {api}/search/activity-only.json (search.md §7): criteria, numberOfPackagesPerHotel 20, locale, page. */
export function activityOnlyBody(criteria: SearchCriteria, page: number, locale: string): Record<string, unknown> {
  return {
    criteria: toWireBody(criteria, 'activity'),
    numberOfPackagesPerHotel: PACKAGES_PER_HOTEL,
    locale,
    page,
    limit: PAGE_SIZE,
  };
}

/** POST {api}/search/activity-only.json: activity products grouped by centre. */
export async function activityOnlySearch(
  client: SearchApiClient,
  criteria: SearchCriteria,
  opts: Call & { page?: number } = {},
): Promise<{ centres: ActivityCentre[]; totalCount: number }> {
  const data: ApiActivityOnlyResponse = await client.post(
    '/api/search/activity-only.json',
    body<'/api/search/activity-only.json'>(activityOnlyBody(criteria, opts.page ?? 0, client.context.locale)),
    { signal: opts.signal },
  );
  return toActivityCentres(data);
}

/** GET autocomplete: destination suggestions for a term (at most 30). */
export async function autocomplete(client: SearchApiClient, term: string, opts: Call = {}): Promise<Suggestion[]> {
  const data = await client.get('/api/autocomplete-geonames.json', {
    params: { term: term.slice(0, 100), maxResults: AUTOCOMPLETE_MAX_RESULTS },
    signal: opts.signal,
  });
  return (Array.isArray(data) ? data : []).map(toSuggestion).filter((s): s is Suggestion => s !== null);
}

/** GET recommended autocomplete: a few suggested destinations. */
export async function recommendedDestinations(client: SearchApiClient, q = '', opts: Call = {}): Promise<Suggestion[]> {
  const data = await client.get('/api/recommendedAutocomplete.json', {
    params: { q: q.slice(0, 100), catalogSourceType: 'site', catalogSourceCode: client.context.locale },
    signal: opts.signal,
  });
  return (Array.isArray(data) ? data : []).map(toSuggestion).filter((s): s is Suggestion => s !== null);
}

/** GET /weekend/{offer}/packageCheckoutNights.json: night counts allowed after a check-in. */
export async function packageCheckoutNights(
  client: SearchApiClient,
  offerId: number | string,
  travellers: { checkin: string; a: number; c: number; b: number },
  opts: Call = {},
): Promise<number[]> {
  const data: ApiCheckoutNights = await client.get('/weekend/{id}/packageCheckoutNights.json', {
    pathParams: { id: Number(offerId) },
    params: {
      checkin: travellers.checkin,
      adult: travellers.a,
      child: travellers.c,
      baby: travellers.b,
      multiOffer: true,
      client: 'msite',
    },
    signal: opts.signal,
  });
  return (Array.isArray(data) ? data : []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** GET {api}/themes.json: the themes of the site's language (of one kind when given), in display order. */
export async function fetchThemes(client: SearchApiClient, kind?: ApiThemeKind, opts: Call = {}): Promise<ThemeView[]> {
  const data = await client.get('/api/themes.json', { params: kind ? { kind } : {}, signal: opts.signal });
  return (Array.isArray(data) ? data : []).map(toTheme).filter((t): t is ThemeView => t !== null);
}

/** GET {api}/themes/{slug}.json: the theme of an idea keyword page (404 for an unknown slug). */
export async function themeBySlug(client: SearchApiClient, slug: string, kind?: ApiThemeKind, opts: Call = {}): Promise<ThemeView | null> {
  const data = await client.get('/api/themes/{slug}.json', { pathParams: { slug }, params: kind ? { kind } : {}, signal: opts.signal });
  return toTheme(data);
}

/** GET {api}/cities/{slug}.json: the city of a city keyword page (404 for an unknown slug). */
export async function cityBySlug(client: SearchApiClient, slug: string, opts: Call = {}): Promise<{ id: string; label: string } | null> {
  const data = await client.get('/api/cities/{slug}.json', { pathParams: { slug }, signal: opts.signal });
  return data && typeof data.id === 'number' ? { id: String(data.id), label: data.label } : null;
}

/** Resolves a keyword path's slug in the flow searched (an idea's theme of that flow); null when the API has none. */
export async function resolveKeyword(client: SearchApiClient, keyword: KeywordPath, flow: Flow, opts: Call = {}): Promise<ResolvedKeyword | null> {
  if (keyword.kind === 'city') {
    const city = await cityBySlug(client, keyword.slug, opts);
    return city ? { ...keyword, city: city.id } : null;
  }
  const theme = await themeBySlug(client, keyword.slug, flow === 'activity' ? 'activity' : undefined, opts);
  return theme ? { ...keyword, theme } : null;
}

/** Log an error to the API's log endpoint and the console (logging never throws). */
export function logSearchError(client: SearchApiClient, location: string, error: unknown): void {
  console.error(`[${location}]`, error);
  void logClientError(client.context, { location, message: error });
}
