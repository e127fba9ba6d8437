/**
 * mf-search's first view (@storefront/contracts first-view.ts), built for Node into dist-server/first-view.cjs: the
 * results page rendered by the storefront server with its results (and, on desktop, the facets of its filter bar),
 * so the offers show before any script has run. The server never sees the hash: it renders the search of the path
 * and query alone, which is what the browser hydrates (a link with a hash is rendered in the browser). A keyword page
 * renders the search its slug resolves to (the view holds the resolution: ./state/keyword.ts); one whose slug the
 * API does not know is a 404 (FIRST_VIEW_NOT_FOUND); the activity-only search is rendered in the browser.
 */
import { FIRST_VIEW_NOT_FOUND, matchRoute, type RenderFirstView } from '@storefront/contracts';
import { createApiClient } from '@storefront/api-client';
import { prerenderFirstView } from '@storefront/ui/first-view';
import uiStyles from '@storefront/ui/ui.css';
import { fetchFacets, fetchThemes, resolveKeyword } from './api/search';
import { facetsKey } from './features/filters/use-facets';
import { hasThemeField } from './features/search-bar/fields';
import { themeKindOf, themesKey } from './features/search-bar/themes';
import { preloadFirstRender } from './features/results/results-page';
import { loadResults, searchKey } from './features/results/use-results';
import { loadMessages } from './i18n';
import { Root } from './root';
import { KEYWORD_KEY, keywordOfPath, withKeyword } from './state/keyword';
import { searchStateAt } from './state/url';
import searchStyles from './styles.css';

export const renderFirstView: RenderFirstView = async (input) => {
  const { context } = input;
  const route = matchRoute(input.url, context.locale, context.routing ?? { toggles: context.toggles });
  const keyword = route.kind === 'keyword' ? keywordOfPath(input.url, context.locale) : null;
  // a keyword page, or the results path itself (not a search-like path with a slug)
  if (!keyword && (route.kind !== 'search' || route.params.slug !== undefined)) return null;
  const client = createApiClient({ ...context, endpoints: input.endpoints });
  const path = searchStateAt(input.url);
  // an unknown slug (none, or the API's 404): the page does not exist, the server answers 404; a failed read: the
  // browser renders the page
  const resolved = keyword ? await resolveKeyword(client, keyword, path.flow).catch((error: unknown) => ((error as { status?: number }).status === 404 ? null : undefined)) : null;
  if (keyword && resolved === null) return FIRST_VIEW_NOT_FOUND;
  if (keyword && !resolved) return null;
  const state = (resolved && withKeyword(path, resolved)) || path;
  const activityOnly = context.toggles.activityOnly;
  if (state.flow === 'activity' && activityOnly) return null;
  const mobile = input.viewport === 'mobile';
  const themeKind = hasThemeField(state.flow) ? themeKindOf(state.flow) : null;
  const [results, facets, themes] = await Promise.all([
    loadResults(client, state, activityOnly),
    // the desktop filter bar shows the facets (its Activities filter); phones show them once a panel opens
    // (a failure, logged by fetchFacets, leaves them to the browser)
    mobile ? null : fetchFacets(client, state.criteria, state.flow).catch(() => null),
    // the search bar's theme field and the SEO section's popular themes (not in the hotel flow): in the page's HTML,
    // and not fetched again once it hydrates (a failure leaves them to the browser)
    themeKind ? fetchThemes(client, themeKind).catch(() => null) : null,
    loadMessages(context.locale),
  ]);
  await preloadFirstRender(mobile, results);
  const data: Record<string, unknown> = { [searchKey(state, activityOnly)]: results };
  if (resolved) data[KEYWORD_KEY] = resolved;
  if (facets) data[facetsKey(state.criteria, state.flow)] = facets;
  if (themeKind && themes) data[themesKey(context.locale, themeKind)] = themes;
  return prerenderFirstView({ name: 'mf-search', Root, sheets: [uiStyles, searchStyles], input, data });
};
