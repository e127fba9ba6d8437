/**
 * The remote's style sheets as lazy style tags, used while something of mf-content is mounted (counted by
 * style-loader): @storefront/ui's sheet of primitives (the page carries its tokens) and
 * mf-content's own sf-content- rules.
 */
import { useEffect } from 'react';
import uiStyles from '@storefront/ui/ui.css';
import styles from './styles.css';

export const contentStyles = {
  use(): void {
    uiStyles.use();
    styles.use();
  },
  unuse(): void {
    styles.unuse();
    uiStyles.unuse();
  },
};

/** For exposed components mounted inside other applications. */
export function useContentStyles(): void {
  useEffect(() => {
    contentStyles.use();
    return () => contentStyles.unuse();
  }, []);
}
