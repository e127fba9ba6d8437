/** single-spa lifecycles of mf-product: the site's language chunk is loaded before the first render. */
import { remoteLifecycles } from '@storefront/ui';
import { loadMessages } from './i18n';
import { Root } from './root';
import { styles } from './styles';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ name: 'mf-product', Root, styles, beforeMount: (props) => loadMessages(props.context.locale) });
