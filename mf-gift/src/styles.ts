/**
 * The remote's style sheets as lazy style tags, in use while mf-gift is mounted: @storefront/ui's sheet of
 * primitives and mf-gift's own sf-gift- rules.
 */
import uiStyles from '@storefront/ui/ui.css';
import styles from './styles.css';

export const giftStyles = {
  use(): void {
    uiStyles.use();
    styles.use();
  },
  unuse(): void {
    styles.unuse();
    uiStyles.unuse();
  },
};
