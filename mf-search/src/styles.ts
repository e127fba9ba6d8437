/**
 * The remote's style sheets as lazy style tags, used while something of mf-search is mounted: @storefront/ui's
 * sheet (its primitives; the page carries the tokens) and mf-search's own sf-search- rules.
 * Sheets of parts fetched on demand (./added-sheets.ts) follow the same use / unuse. The spa loads this module as a
 * chunk of its own (not with a first view, whose server style holds the same rules).
 */
import { useEffect } from 'react';
import uiStyles from '@storefront/ui/ui.css';
import searchStyles from './styles.css';
import { addedSheets } from './added-sheets';

export const useStyles = {
  use(): void {
    uiStyles.use();
    searchStyles.use();
    addedSheets.use();
  },
  unuse(): void {
    addedSheets.unuse();
    searchStyles.unuse();
    uiStyles.unuse();
  },
};

/** For exposed components mounted inside other remotes. */
export function useSearchStyles(): void {
  useEffect(() => {
    useStyles.use();
    return () => useStyles.unuse();
  }, []);
}
