/** Browser cookies of the storefront (experiment variant, acquisition pop-up, customer-care token...): one reader, one writer. */

/** A cookie's value by name (URL-decoded when it can be), or null. `cookie` defaults to the document's. */
export function readCookie(name: string, cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return v.join('=');
      }
    }
  }
  return null;
}

/** Sets a site-wide, first-party cookie (path /, SameSite=Lax) that lasts `maxAgeSeconds`. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax`;
}
