/**
 * Keyword pages: a city keyword path (/ville/{slug}, /ciudad/{slug}, /stad/{slug}, /citta/{slug}) resolves its slug
 * with GET {api}/cities/{slug}.json and searches that city; an idea keyword path (/idee/{slug}, /tema/{slug},
 * /thema/{slug}, /idea/{slug}) resolves it with GET {api}/themes/{slug}.json and searches that theme (an activity
 * theme moves to the activity flow). The criteria are written to the hash when it has none of that kind; the
 * theme's editorial text is returned for the SEO section. An unknown slug leaves the search as it is.
 */
import { useEffect, useState } from 'react';
import { SEGMENTS, SITES, type SiteCode } from '@storefront/contracts';
import { destinationOf, serialiseHash, serialiseQuery, type SearchState } from '@storefront/criteria';
import { isApiError, isCancelled } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { cityBySlug, logSearchError, themeBySlug } from '../../api/search';
import type { ThemeView } from '../../api/types';
import { URL_CHANGED_EVENT } from '../../state/url';

export interface KeywordPath {
  kind: 'city' | 'idea';
  slug: string;
}

/** The keyword of a path in the site's language (city or idea, and its slug), or null. */
export function keywordOfPath(pathname: string, site: SiteCode): KeywordPath | null {
  const config = SITES[site];
  if (!config) return null;
  const base = config.basePath;
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const [first, raw] = rest.split('/').filter(Boolean);
  if (!first || !raw) return null;
  const index = SEGMENTS[config.language].keyword.indexOf(first);
  if (index < 0) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return /^[\p{L}0-9-]{1,80}$/u.test(slug) ? { kind: index === 0 ? 'city' : 'idea', slug: slug.toLowerCase() } : null;
}

/** The city slug of a city keyword path, or null. */
export function cityKeywordSlug(pathname: string, site: SiteCode): string | null {
  const keyword = keywordOfPath(pathname, site);
  return keyword?.kind === 'city' ? keyword.slug : null;
}

/** The search state once a keyword page's slug is resolved (null when nothing changes). */
export function withKeyword(state: SearchState, resolved: { city?: string; theme?: Pick<ThemeView, 'id' | 'kind'> }): SearchState | null {
  if (resolved.city && !destinationOf(state.criteria) && state.criteria.lat === undefined) {
    return { ...state, criteria: { ...state.criteria, city: resolved.city }, page: undefined };
  }
  if (resolved.theme && !state.criteria.theme) {
    const flow = resolved.theme.kind === 'activity' ? 'activity' : state.flow === 'activity' ? 'booking' : state.flow;
    return { ...state, flow, criteria: { ...state.criteria, theme: resolved.theme.id }, page: undefined };
  }
  return null;
}

function replaceState(next: SearchState): void {
  const query = new URLSearchParams(Object.entries(serialiseQuery(next)).map(([k, v]) => [k, String(v)])).toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}#${serialiseHash(next.criteria)}`);
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}

function quietly(error: unknown): boolean {
  return isCancelled(error) || (isApiError(error) && (error.status === 404 || error.status === 400));
}

/** Resolves the keyword page's slug; returns the idea page's theme (for its SEO text), else null. */
export function useKeywordDestination(state: SearchState): ThemeView | null {
  const { client, context } = useApp();
  const [theme, setTheme] = useState<ThemeView | null>(null);
  const keyword = typeof window === 'undefined' ? null : keywordOfPath(window.location.pathname, context.locale);
  const needsCity = keyword?.kind === 'city' && !destinationOf(state.criteria) && state.criteria.lat === undefined;
  const ideaSlug = keyword?.kind === 'idea' ? keyword.slug : null;

  useEffect(() => {
    if (!needsCity || !keyword) return;
    const c = new AbortController();
    cityBySlug(client, keyword.slug, { signal: c.signal }).then(
      (city) => {
        if (!city || c.signal.aborted) return;
        const next = withKeyword(state, { city: city.id });
        if (next) replaceState(next);
      },
      (e: unknown) => {
        if (!quietly(e)) logSearchError(client, 'mf-search.keyword', e);
      },
    );
    return () => c.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsCity, keyword?.slug, client]);

  useEffect(() => {
    if (!ideaSlug) {
      setTheme(null);
      return;
    }
    const c = new AbortController();
    themeBySlug(client, ideaSlug, state.flow === 'activity' ? 'activity' : undefined, { signal: c.signal }).then(
      (found) => {
        if (!found || c.signal.aborted) return;
        setTheme(found);
        const next = withKeyword(state, { theme: found });
        if (next) replaceState(next);
      },
      (e: unknown) => {
        if (!quietly(e)) logSearchError(client, 'mf-search.keyword', e);
      },
    );
    return () => c.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ideaSlug, client]);

  return theme;
}
