/** single-spa lifecycles of mf-search: the site's language chunk is loaded before the first render. */
import { remoteLifecycles } from '@storefront/ui';
import { loadMessages } from './i18n';
import { Root } from './root';
import { useStyles } from './styles';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-search',
  Root,
  styles: useStyles,
  beforeMount: (props) => loadMessages(props.context.locale),
});
