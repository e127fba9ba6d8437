/** The remote's style sheets as lazy style tags: @storefront/ui's sheet and mf-product's own sf-product- rules. */
import { useContext, useLayoutEffect } from 'react';
import { FirstViewSheetsContext } from '@storefront/ui';
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

/**
 * A sheet that comes with a lazily loaded chunk: in use while the component that needs it is mounted (and in the
 * head of a first view that renders it).
 */
export function useChunkStyles(sheet: { use(): void; unuse(): void; css?: string }): void {
  useContext(FirstViewSheetsContext)?.add(sheet);
  useLayoutEffect(() => {
    sheet.use();
    return () => sheet.unuse();
  }, [sheet]);
}
