/**
 * City keyword pages (/ville/{slug}, /ciudad/{slug}, /stad/{slug}...): when the hash names no destination, the
 * slug is looked up in the destination autocomplete and the first matching city is written to the hash.
 */
import { useEffect } from 'react';
import { SEGMENTS, SITES } from '@storefront/contracts';
import { destinationOf, serialiseHash, type SearchState } from '@storefront/criteria';
import { isCancelled } from '@storefront/api-client';
import { useApp } from '../../app-context';
import { autocomplete, logSearchError } from '../../api/search';
import { URL_CHANGED_EVENT } from '../../state/url';

/** The city slug of a keyword path, or null. */
export function cityKeywordSlug(pathname: string, site: keyof typeof SITES): string | null {
  const base = SITES[site].basePath;
  const rest = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const [first, slug] = rest.split('/').filter(Boolean);
  if (!first || !slug || first !== SEGMENTS[SITES[site].language].keyword[0]) return null;
  return /^[\p{L}0-9-]{1,80}$/u.test(decodeURIComponent(slug)) ? decodeURIComponent(slug) : null;
}

export function useKeywordDestination(state: SearchState): void {
  const { client, context } = useApp();
  const hasDestination = !!destinationOf(state.criteria) || state.criteria.lat !== undefined;
  useEffect(() => {
    if (hasDestination || typeof window === 'undefined') return;
    const slug = cityKeywordSlug(window.location.pathname, context.locale);
    if (!slug) return;
    const c = new AbortController();
    autocomplete(client, slug.replace(/-/g, ' '), { signal: c.signal }).then(
      (list) => {
        const city = list.find((s) => s.category === 'city');
        if (!city || c.signal.aborted) return;
        const hash = serialiseHash({ ...state.criteria, city: city.id });
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${hash}`);
        window.dispatchEvent(new Event(URL_CHANGED_EVENT));
      },
      (e: unknown) => {
        if (!isCancelled(e)) logSearchError(client, 'mf-search.keyword', e);
      },
    );
    return () => c.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasDestination, client, context.locale]);
}
