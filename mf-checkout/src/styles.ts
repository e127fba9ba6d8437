/**
 * The remote's style sheets as lazy style tags, in use while mf-checkout is mounted: @storefront/ui's sheet of
 * primitives and mf-checkout's own sf-checkout- rules.
 */
import uiStyles from '@storefront/ui/ui.css';
import styles from './styles.css';

export const checkoutStyles = {
  use(): void {
    uiStyles.use();
    styles.use();
  },
  unuse(): void {
    styles.unuse();
    uiStyles.unuse();
  },
};
