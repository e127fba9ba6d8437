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

export function isInternalNavigation(currentHref: string, initial: string = documentUrl()): boolean {
  return pathOf(currentHref) !== pathOf(initial);
}
