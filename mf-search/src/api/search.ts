/**
 * Every API call of mf-search (search.md §7), typed and mapped to view types. Components never call axios.
 */
import { toFacetRefreshParams, toSearchBody, toSearchParams, FALLBACK_PAGE_SIZE, AUTOCOMPLETE_MAX_RESULTS, type Flow, type SearchCriteria } from '@storefront/criteria';
import { logClientError } from '@storefront/api-client';
import type { SearchApiClient } from './client';
import type {
  ApiActivityOnlyResponse,
  ApiFacetsResponse,
  ApiFallbackResponse,
  ApiMapResponse,
  ApiSearchResponse,
  ApiSuggestion,
  ApiCity,
  ApiTheme,
  ApiThemeKind,
} from './api-types';
import { toActivityCentres, toFacets, toFallbacks, toMarkers, toSearchResult, toSuggestion, toTheme } from './mappers';
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

/** GET {api}/offers.json: one page of results. */
export async function searchOffers(
  client: SearchApiClient,
  criteria: SearchCriteria,
  flow: Flow,
  opts: Call & { page?: number; limit?: number; hotelId?: number } = {},
): Promise<SearchResult> {
  const data = (await client.get('/api/offers.json', {
    params: {
      ...toSearchParams(criteria, flow),
      page: opts.page ?? 0,
      limit: opts.limit ?? PAGE_SIZE,
      searchProvider: SEARCH_PROVIDER,
      ...(opts.hotelId ? { hotelId: opts.hotelId } : {}),
    },
    signal: opts.signal,
  })) as ApiSearchResponse;
  return toSearchResult(data, flow);
}

/** GET {api}/offers/fallbacks.json: the widened searches of §4, 3 offers each. Errors yield no block. */
export async function searchFallbacks(client: SearchApiClient, criteria: SearchCriteria, flow: Flow, opts: Call = {}): Promise<FallbackView[]> {
  const data = (await client.get('/api/offers/fallbacks.json', {
    params: { ...toSearchParams(criteria, flow), limit: FALLBACK_PAGE_SIZE },
    signal: opts.signal,
  })) as ApiFallbackResponse;
  return toFallbacks(data, flow).filter((f) => f.offers.length > 0);
}

/** POST {api}/offers.json with performMapSearch: one marker per hotel. */
export async function mapSearch(client: SearchApiClient, criteria: SearchCriteria, flow: Flow, opts: Call = {}): Promise<MapMarker[]> {
  const data = (await client.post(
    '/api/offers.json',
    {
      criteria: toSearchBody(criteria, flow),
      orderBy: flow === 'activity' ? undefined : (criteria.sort ?? 'priceQuality'),
      searchProvider: SEARCH_PROVIDER,
      performMapSearch: true,
      performGiftableSearch: flow === 'gifting',
      locale: client.context.locale,
    } as never,
    { signal: opts.signal },
  )) as ApiMapResponse;
  return toMarkers(data);
}

export const FACET_PROPERTIES = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag', 'distance'] as const;

/** GET {api}/facets.json. A failure is raised as 'Error fetching facets: ...' and logged. */
export async function fetchFacets(client: SearchApiClient, criteria: SearchCriteria, flow: Flow, opts: Call = {}): Promise<Facets> {
  try {
    const data = (await client.get('/api/facets.json', {
      params: {
        ...toSearchParams(criteria, flow),
        withActivities: toFacetRefreshParams(criteria, flow).withActivities,
        orderBy: 'priceQuality',
        withNames: true,
        propertiesRequested: FACET_PROPERTIES.join(','),
      },
      signal: opts.signal,
    })) as ApiFacetsResponse;
    return toFacets(data);
  } catch (error) {
    const wrapped = new Error(`Error fetching facets: ${error instanceof Error ? error.message : String(error)}`);
    if ((error as { code?: string })?.code !== 'CANCELLED') logSearchError(client, 'mf-search.facets', wrapped);
    throw Object.assign(wrapped, { cause: error, code: (error as { code?: string })?.code });
  }
}

/** POST {api}/search/activity-only.json: activity products grouped by centre. */
export async function activityOnlySearch(
  client: SearchApiClient,
  criteria: SearchCriteria,
  opts: Call & { page?: number } = {},
): Promise<{ centres: ActivityCentre[]; totalCount: number }> {
  const data = (await client.post(
    '/api/search/activity-only.json',
    { criteria: toSearchBody(criteria, 'activity'), numberOfPackagesPerHotel: PACKAGES_PER_HOTEL, locale: client.context.locale, page: opts.page ?? 0, limit: PAGE_SIZE } as never,
    { signal: opts.signal },
  )) as ApiActivityOnlyResponse;
  return toActivityCentres(data);
}

/** GET autocomplete: destination suggestions for a term (at most 30). */
export async function autocomplete(client: SearchApiClient, term: string, opts: Call = {}): Promise<Suggestion[]> {
  const data = (await client.get('/api/autocomplete-geonames.json', {
    params: { term: term.slice(0, 100), maxResults: AUTOCOMPLETE_MAX_RESULTS },
    signal: opts.signal,
  })) as ApiSuggestion[];
  return (Array.isArray(data) ? data : []).map(toSuggestion).filter((s): s is Suggestion => s !== null);
}

/** GET recommended autocomplete: a few suggested destinations. */
export async function recommendedDestinations(client: SearchApiClient, q = '', opts: Call = {}): Promise<Suggestion[]> {
  const data = (await client.get('/api/recommendedAutocomplete.json', {
    params: { q: q.slice(0, 100), catalogSourceType: 'site', catalogSourceCode: client.context.locale },
    signal: opts.signal,
  })) as ApiSuggestion[];
  return (Array.isArray(data) ? data : []).map(toSuggestion).filter((s): s is Suggestion => s !== null);
}

/** GET /weekend/{offer}/packageCheckoutNights.json: night counts allowed after a check-in. */
export async function packageCheckoutNights(
  client: SearchApiClient,
  offerId: number | string,
  query: { checkin: string; a: number; c: number; b: number },
  opts: Call = {},
): Promise<number[]> {
  const data = (await client.get('/weekend/{offer}/packageCheckoutNights.json', {
    pathParams: { offer: offerId },
    params: {
      checkin: query.checkin,
      adult: query.a,
      child: query.c,
      baby: query.b,
      multiOffer: true,
      client: 'msite',
    },
    signal: opts.signal,
  })) as unknown;
  const list = Array.isArray(data) ? data : Array.isArray((data as { nights?: unknown })?.nights) ? (data as { nights: unknown[] }).nights : [];
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** GET {api}/themes.json: the themes of the site's language (of one kind when given), in display order. */
export async function fetchThemes(client: SearchApiClient, kind?: ApiThemeKind, opts: Call = {}): Promise<ThemeView[]> {
  const data = (await client.get('/api/themes.json', { params: kind ? { kind } : {}, signal: opts.signal })) as ApiTheme[];
  return (Array.isArray(data) ? data : []).map(toTheme).filter((t): t is ThemeView => t !== null);
}

/** GET {api}/themes/{slug}.json: the theme of an idea keyword page (404 for an unknown slug). */
export async function themeBySlug(client: SearchApiClient, slug: string, kind?: ApiThemeKind, opts: Call = {}): Promise<ThemeView | null> {
  const data = (await client.get('/api/themes/{slug}.json', { pathParams: { slug }, params: kind ? { kind } : {}, signal: opts.signal })) as ApiTheme;
  return toTheme(data);
}

/** GET {api}/cities/{slug}.json: the city of a city keyword page (404 for an unknown slug). */
export async function cityBySlug(client: SearchApiClient, slug: string, opts: Call = {}): Promise<{ id: string; label: string } | null> {
  const data = (await client.get('/api/cities/{slug}.json', { pathParams: { slug }, signal: opts.signal })) as ApiCity;
  return data && typeof data.id === 'number' ? { id: String(data.id), label: data.label } : null;
}

/** Log an error to the API's log endpoint and the console (logging never throws). */
export function logSearchError(client: SearchApiClient, location: string, error: unknown): void {
  console.error(`[${location}]`, error);
  void logClientError(client.context, { location, message: error });
}
