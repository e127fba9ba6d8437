/** Where a sign-in returns (customer care's on the server, the customer account's in the browser): one rule. */

/**
 * Where the sign-in returns: `origin` as a path of this site, else '/'. The path must not start with two slashes
 * (`/.//evil.example` resolves to `//evil.example`, which a browser reads as another host; a backslash is a slash).
 */
export function sameSitePath(origin: unknown, host: string): string {
  if (typeof origin !== 'string') return '/';
  try {
    const url = new URL(origin, `http://${host}`);
    const path = url.pathname + url.search + url.hash;
    return url.host === host && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}
