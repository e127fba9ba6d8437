/**
 * The remote's style sheets as lazy style tags: @storefront/ui's sheet and mf-product's own sf-product- rules, in a
 * chunk of their own (spa.tsx loads it; not with a first view, whose server style holds the same rules).
 */
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
