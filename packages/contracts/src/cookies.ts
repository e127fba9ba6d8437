/** Browser cookies of the storefront (experiment variant, acquisition pop-up, customer-care token...): one reader, one writer. */

/** The page's cookie jar; contracts is also compiled for Node (the server), where there is none. */
function jar(): { cookie: string } | undefined {
  return (globalThis as { document?: { cookie: string } }).document;
}

/** A cookie's value by name (URL-decoded when it can be), or null. `cookie` defaults to the document's. */
export function readCookie(name: string, cookie: string = jar()?.cookie ?? ''): string | null {
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

/** A site-wide, first-party cookie (path /, SameSite=Lax) that lasts `maxAgeSeconds`: the document.cookie / Set-Cookie text. */
export function cookieText(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax`;
}

/** Sets a cookie made by cookieText (no-op outside a browser). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const doc = jar();
  if (doc) doc.cookie = cookieText(name, value, maxAgeSeconds);
}
