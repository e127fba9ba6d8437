/** single-spa lifecycles of mf-content's pages: the site's language chunk is loaded before the first render. */
import { remoteLifecycles } from '@storefront/ui';
import { loadMessages } from './i18n';
// records the document's first URL for the newsletter pop-up (internal navigation detection)
import './features/newsletter/navigation-origin';
import { Root } from './root';
import { clearChromeFlags } from './shared/chrome-flags';
import { contentStyles } from './styles';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-content',
  Root,
  styles: contentStyles,
  beforeMount: (props) => loadMessages(props.context.locale),
  afterUnmount: clearChromeFlags,
});
