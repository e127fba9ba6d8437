/** single-spa lifecycles of the './banners' application (announcement banner, promo bar, newsletter pop-up). */
import type { LoadRemote, StorefrontContext } from '@storefront/contracts';
import { remoteLifecycles } from '@storefront/ui';
import { ContentProviders } from './app-context';
import { BannersRoot } from './banners-root';
import { loadMessages } from './i18n';
import { loadSanitizer } from './shared/rich-text';
import { contentStyles } from './styles';

function Banners({ context, loadRemote }: { context: StorefrontContext; loadRemote?: LoadRemote }) {
  return (
    <ContentProviders context={context} loadRemote={loadRemote}>
      <BannersRoot />
    </ContentProviders>
  );
}

/** Banners are decoration: when they throw, nothing is shown instead of an alert. */
function Nothing() {
  return null;
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles({
  name: 'mf-content banners',
  Root: Banners,
  styles: contentStyles,
  // the announcement banner's rich text shows with the first render (not later, pushing the promo bar down)
  beforeMount: (props) => Promise.all([loadMessages(props.context.locale), loadSanitizer()]).then(() => undefined),
  Crashed: Nothing,
});
