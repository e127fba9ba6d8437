/**
 * Modals, drawers and viewers load their code when they first open: `open` false renders nothing, `open` true
 * renders the lazy component inside Suspense (nothing shown while its chunk arrives, which is a few ms).
 */
import { Suspense, type ReactNode } from 'react';

export function LazyOnOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
