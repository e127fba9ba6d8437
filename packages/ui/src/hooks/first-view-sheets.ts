import { createContext } from 'react';

/**
 * The style sheets a first view's render uses beyond the ones its remote always has (a page chunk's own sheet):
 * prerenderFirstView collects them here so the page's head carries them too. A component that uses such a sheet
 * adds it while it renders; in the browser there is no collection (null).
 */
export const FirstViewSheetsContext = createContext<Set<{ css?: string }> | null>(null);
