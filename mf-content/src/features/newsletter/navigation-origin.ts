/** Was the current page reached by a navigation inside the app (not the document's first page)? */

function pathOf(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

/** The URL when this module was evaluated: the fallback when the navigation timing entry is unavailable. */
const MODULE_LOAD_URL = typeof document !== 'undefined' ? document.URL : '';

/** URL the document was loaded with (navigation timing entry). */
export function documentUrl(): string {
  const entry = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  return entry?.name || MODULE_LOAD_URL || document.URL;
}

/** Set once the app has left the document's first page: every page after that was reached inside the app. */
let leftFirstPage = false;

/**
 * Was `currentHref` reached by a navigation inside the app? True once the app has moved away from the page the
 * document was loaded with, including a return to that page (landing on home, a search, back to home: internal).
 */
export function isInternalNavigation(currentHref: string, initial: string = documentUrl()): boolean {
  if (pathOf(currentHref) !== pathOf(initial)) leftFirstPage = true;
  return leftFirstPage;
}

/** Tests: forget the navigations seen. */
export function resetNavigationOrigin(): void {
  leftFirstPage = false;
}
