import { FAILURE_NOTICE_MS } from './federation';

/**
 * The retry message of a page slot shows within 3 s of the visitor asking for the page (decision 0146): the routing
 * that mounts a page is timed from the last change of the URL before it (page time 0 for the document's own URL: its
 * and the shell's loading count too), not from single-spa's `before-routing-event`, which comes later for a history
 * change made before the router started or queued behind an unfinished routing, nor from an earlier navigation.
 * A retry outside a navigation waits the full notice time. Returns the delay for an attempt starting now.
 */
export function navigationNoticeMs(win: Window = window, now: () => number = () => performance.now()): () => number {
  // the document's own URL, asked for at page time 0
  let url = (win.performance.getEntriesByType('navigation')[0]?.name as string | undefined) ?? win.location.href;
  let urlChangedAt = 0;
  const seeUrl = () => {
    if (win.location.href === url) return;
    url = win.location.href;
    urlChangedAt = now();
  };
  // a change made before the shell ran (no visitor's click can: nothing handles one yet) is seen from now on
  seeUrl();
  // installed before single-spa's start patches the history (its patch then calls these), and listening natively
  for (const method of ['pushState', 'replaceState'] as const) {
    const change = win.history[method];
    win.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      change.apply(this, args);
      seeUrl();
    };
  }
  win.addEventListener('popstate', seeUrl);
  win.addEventListener('hashchange', seeUrl);

  let navigationStartedAt: number | null = null;
  win.addEventListener('single-spa:before-routing-event', () => {
    seeUrl();
    navigationStartedAt = urlChangedAt;
  });
  win.addEventListener('single-spa:routing-event', () => (navigationStartedAt = null));
  return () => (navigationStartedAt === null ? FAILURE_NOTICE_MS : Math.max(300, FAILURE_NOTICE_MS - (now() - navigationStartedAt)));
}
