/**
 * The shell's run-time state: configuration, site, context passed to every application, the registry's
 * remotes, and the current route (recomputed from the location on each navigation).
 */
import {
  matchRoute,
  type RemoteContainer,
  type RouteConfig,
  type RouteMatch,
  type RuntimeConfig,
  type SiteCode,
  type StorefrontContext,
} from '@storefront/contracts';
import type { Messages } from '../i18n';


export interface ShellState {
  config: RuntimeConfig;
  site: SiteCode;
  context: StorefrontContext;
  routing: RouteConfig;
  /** Containers listed by the registry, with their manifest URLs. */
  remotes: Partial<Record<RemoteContainer, string>>;
  messages: Messages;
  /** A signed-in customer (the page's runtime configuration: the server checked the session cookie). */
  loggedIn: boolean;
}

let state: ShellState | null = null;

export function setShellState(next: ShellState): void {
  state = next;
  cachedHref = null;
}

export function shellState(): ShellState {
  if (!state) throw new Error('shell state read before boot');
  return state;
}

let cachedHref: string | null = null;
let cachedRoute: RouteMatch | null = null;

/** The route of a location (memoised on href: single-spa asks every activity function on each navigation). */
export function routeOf(location: Location | URL): RouteMatch {
  const s = shellState();
  if (location.href !== cachedHref || !cachedRoute) {
    cachedHref = location.href;
    cachedRoute = matchRoute(location.pathname + location.search + location.hash, s.site, s.routing);
  }
  return cachedRoute;
}

export function currentRoute(): RouteMatch {
  return routeOf(window.location);
}
