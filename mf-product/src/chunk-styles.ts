/** The sheets that come with mf-product's lazily loaded chunks (page parts), apart from the remote's own (./styles). */
import { useContext, useLayoutEffect } from 'react';
import { FirstViewSheetsContext } from '@storefront/ui';

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
