/**
 * Keyword pages (search.md): a city keyword path (/ville/{slug}, /ciudad/{slug}, /stad/{slug}, /citta/{slug})
 * searches the city of its slug; an idea keyword path (/idee/{slug}, /tema/{slug}, /thema/{slug}, /idea/{slug}) the
 * theme of its slug (an activity theme moves to the activity flow). What the slug resolved to is the search's
 * destination or theme when the hash names none. The server's first view of a keyword page holds that resolution
 * under KEYWORD_KEY: it renders that search, and the browser writes it to the hash before hydrating.
 */
import { SEGMENTS, SITES, type SiteCode } from '@storefront/contracts';
import { destinationOf, type SearchState } from '@storefront/criteria';
import type { ThemeView } from '../api/types';

export interface KeywordPath {
  kind: 'city' | 'idea';
  slug: string;
}

/** What a keyword page's slug resolved to: the city to search, or the idea's theme (with its SEO text). */
export interface ResolvedKeyword extends KeywordPath {
  city?: string;
  theme?: ThemeView;
}

/** The first view's data key of its keyword page's resolution (a page has one keyword). */
export const KEYWORD_KEY = 'keyword';

/** The keyword of a path (its query, if any, aside) in the site's language (city or idea, and its slug), or null. */
export function keywordOfPath(path: string, site: SiteCode): KeywordPath | null {
  const config = SITES[site];
  if (!config) return null;
  const pathname = path.split('?')[0]!;
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

/** Whether a resolution is the one of this keyword path. */
export function isResolutionOf(resolved: ResolvedKeyword | null | undefined, keyword: KeywordPath | null): resolved is ResolvedKeyword {
  return !!resolved && !!keyword && resolved.kind === keyword.kind && resolved.slug === keyword.slug;
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
