/** The remote's style sheets as lazy style tags: @storefront/ui's sheet and mf-product's own sf-product- rules. */
import { useLayoutEffect } from 'react';
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

/** A sheet that comes with a lazily loaded chunk: in use while the component that needs it is mounted. */
export function useChunkStyles(sheet: { use(): void; unuse(): void }): void {
  useLayoutEffect(() => {
    sheet.use();
    return () => sheet.unuse();
  }, [sheet]);
}
