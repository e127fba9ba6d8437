/** single-spa lifecycles of mf-product. */
import { remoteLifecycles } from '@storefront/ui';
import { Root } from './root';
import { styles } from './styles';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ name: 'mf-product', Root, styles });
