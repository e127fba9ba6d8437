/**
 * The remote's style sheets as lazy style tags, used while something of mf-search is mounted: @storefront/ui's
 * sheet (tokens and primitives; harmless if the shell loaded it too) and mf-search's own sf-search- rules.
 */
import { useEffect } from 'react';
import uiStyles from '@storefront/ui/ui.css';
import searchStyles from './styles.css';

export const useStyles = {
  use(): void {
    uiStyles.use();
    searchStyles.use();
  },
  unuse(): void {
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
