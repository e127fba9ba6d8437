/**
 * The remote's style sheets as lazy style tags, used while something of mf-search is mounted: @storefront/ui's
 * sheet (tokens and primitives; harmless if the shell loaded it too) and mf-search's own sf-search- rules.
 * Sheets of parts fetched on demand (./parts-styles.ts) are added when their chunk loads and follow the same
 * use / unuse as the others.
 */
import { useEffect } from 'react';
import uiStyles from '@storefront/ui/ui.css';
import searchStyles from './styles.css';

export interface LazySheet {
  use(): void;
  unuse(): void;
}

/** How many mf-search mounts (the spa, exposed components) currently use the sheets. */
let users = 0;
const added = new Set<LazySheet>();

/** Add a sheet loaded with a chunk: it is in the page while mf-search is, like the sheets above. */
export function addSheet(sheet: LazySheet): void {
  if (added.has(sheet)) return;
  added.add(sheet);
  for (let i = 0; i < users; i += 1) sheet.use();
}

export const useStyles = {
  use(): void {
    users += 1;
    uiStyles.use();
    searchStyles.use();
    added.forEach((sheet) => sheet.use());
  },
  unuse(): void {
    users = Math.max(0, users - 1);
    added.forEach((sheet) => sheet.unuse());
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
