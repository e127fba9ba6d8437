/**
 * The remote's style sheets as lazy style tags, in use while mf-gift is mounted: @storefront/ui's sheet of
 * primitives, the gift text fields' (@storefront/ui/gift-text-fields) and mf-gift's own sf-gift- rules.
 */
import giftTextStyles from '@storefront/ui/gift-text-fields.css';
import uiStyles from '@storefront/ui/ui.css';
import styles from './styles.css';

export const giftStyles = {
  use(): void {
    uiStyles.use();
    giftTextStyles.use();
    styles.use();
  },
  unuse(): void {
    styles.unuse();
    giftTextStyles.unuse();
    uiStyles.unuse();
  },
};
