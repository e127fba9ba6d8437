/** The remote's style sheet as a lazy style tag, used while something of mf-search is mounted (@storefront/ui's sheet is loaded by the shell). */
import { useEffect } from 'react';
import searchStyles from './styles.css';

export const useStyles = {
  use(): void {
    searchStyles.use();
  },
  unuse(): void {
    searchStyles.unuse();
  },
};

/** For exposed components mounted inside other remotes. */
export function useSearchStyles(): void {
  useEffect(() => {
    useStyles.use();
    return () => useStyles.unuse();
  }, []);
}
