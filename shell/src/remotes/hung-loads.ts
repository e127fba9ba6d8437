/**
 * Hanging files of a remote (issue #32 item 1, decision 0069). A retry asked for while a remote's script still hangs
 * would wait on that same request: webpack and the federation runtime both join a pending load of the same URL, and
 * only give up after their own timeouts (12 s, 20 s). `abandonHungScripts` fails the remote's pending scripts at once
 * (their loaders' own error path, so each loader forgets them), and `freshUrl` gives an abandoned entry another URL
 * (Chromium would join the hung request again); webpack's chunks get theirs from ChunkRetryPlugin.
 */

/** Abandoned script URLs (without query) -> times abandoned. */
const abandoned = new Map<string, number>();

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/**
 * Fails every script under `base` (a remote's directory) that is still loading: one whose loader's error handler
 * is still attached (webpack and the runtime detach it, and remove the element, once it loaded or failed).
 */
export function abandonHungScripts(base: string, doc: Document = document): number {
  let count = 0;
  for (const script of [...doc.querySelectorAll<HTMLScriptElement>('script[src]')]) {
    if (!script.src.startsWith(base) || !script.onerror) continue;
    const url = withoutQuery(script.src);
    abandoned.set(url, (abandoned.get(url) ?? 0) + 1);
    script.dispatchEvent(new Event('error'));
    count++;
  }
  return count;
}

/** `url`, or for a script abandoned before, the same file under another URL. */
export function freshUrl(url: string): string {
  const times = abandoned.get(withoutQuery(url));
  return times ? `${url}${url.includes('?') ? '&' : '?'}retry=${times}` : url;
}
