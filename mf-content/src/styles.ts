/** The remote's style sheet as a lazy style tag, used while something of mf-content is mounted (counted by style-loader). */
import { useEffect } from 'react';
import styles from './styles.css';

export const contentStyles = {
  use(): void {
    styles.use();
  },
  unuse(): void {
    styles.unuse();
  },
};

/** For exposed components mounted inside other applications. */
export function useContentStyles(): void {
  useEffect(() => {
    contentStyles.use();
    return () => contentStyles.unuse();
  }, []);
}
