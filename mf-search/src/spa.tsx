/**
 * single-spa lifecycles of mf-search: the site's language chunk is loaded before the first render, and the results
 * search of the URL starts at the same time (not on keyword pages, whose search depends on their slug).
 */
import { remoteLifecycles } from '@storefront/ui';
import { apiClientFor } from './api/client';
import { keywordOfPath } from './features/destination/use-keyword-destination';
import { startEarlySearch } from './features/results/use-results';
import { loadMessages } from './i18n';
import { Root } from './root';
import { readSearchState } from './state/url';
import { useStyles } from './styles';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-search',
  Root,
  styles: useStyles,
  beforeMount: (props) => {
    const { context } = props;
    if (!keywordOfPath(window.location.pathname, context.locale)) startEarlySearch(apiClientFor(context), readSearchState(), context.toggles.activityOnly);
    return loadMessages(context.locale);
  },
});
