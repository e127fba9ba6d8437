/**
 * single-spa lifecycles of mf-search: the site's language chunk is loaded before the first render, and the results
 * search of the URL starts at the same time (not on keyword pages, whose search depends on their slug). A page the
 * server rendered (its first view) already has its results: only the messages and the parts its first render shows
 * are awaited, then it is hydrated; on a keyword page, the search its slug resolved to is written to the hash first
 * (the view's search).
 */
import { remoteLifecycles } from '@storefront/ui';
import { addedSheets } from './added-sheets';
import { apiClientFor } from './api/client';
import { preloadFirstRender } from './features/results/results-page';
import { searchKey, startEarlySearch, type ResultsState } from './features/results/use-results';
import { loadMessages } from './i18n';
import { Root } from './root';
import { KEYWORD_KEY, keywordOfPath, withKeyword, type ResolvedKeyword } from './state/keyword';
import { readSearchState, replaceSearch } from './state/url';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-search',
  Root,
  styles: () => import(/* webpackChunkName: "styles" */ './styles').then((m) => m.useStyles),
  stylesBesideFirstView: addedSheets,
  beforeMount: async (props, firstView) => {
    const { context } = props;
    const keyword = firstView?.data[KEYWORD_KEY] as ResolvedKeyword | undefined;
    const searched = keyword && withKeyword(readSearchState(), keyword);
    if (searched) replaceSearch(searched);
    const state = readSearchState();
    const activityOnly = context.toggles.activityOnly;
    const results = firstView?.data[searchKey(state, activityOnly)] as ResultsState | undefined;
    if (!firstView && !keywordOfPath(window.location.pathname, context.locale)) startEarlySearch(apiClientFor(context), state, activityOnly);
    await Promise.all([loadMessages(context.locale), firstView && results ? preloadFirstRender(firstView.viewport === 'mobile', results) : null]);
  },
});
