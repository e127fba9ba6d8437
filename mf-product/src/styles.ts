/** The remote's style sheets as lazy style tags: @storefront/ui's sheet and mf-product's own sf-product- rules. */
import uiStyles from '@storefront/ui/ui.css';
import productStyles from './styles.css';

export const styles = {
  use(): void {
    uiStyles.use();
    productStyles.use();
  },
  unuse(): void {
    productStyles.unuse();
    uiStyles.unuse();
  },
};
