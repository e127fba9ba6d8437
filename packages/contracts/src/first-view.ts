/**
 * The first view: the storefront server renders the page's remote into the page's HTML (its content shows before any
 * script runs), and the remote's browser build hydrates that markup instead of rendering it again.
 *
 * A remote that renders first views builds `dist-server/first-view.cjs` (@storefront/webpack-config `firstView`)
 * exporting `renderFirstView`. The server calls it with the page's URL and context, puts the HTML in the page slot
 * the shell would create (see firstViewSlot), its CSS in the head, and its state as JSON in FIRST_VIEW_ELEMENT_ID.
 */
import type { StorefrontContext } from './context';

/** Where a remote's first-view build is written, from the remote's folder (webpack-config firstView; the server reads it). */
export const FIRST_VIEW_BUILD = { dir: 'dist-server', file: 'first-view.cjs' } as const;

/** Attribute of the slot content that holds server-rendered markup not hydrated yet (removed once hydrated). */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/**
 * Early clicks: a first view's buttons do nothing until its remote hydrates (links work at once). The page's inline
 * loader marks the button last clicked before then with EARLY_CLICK_ATTRIBUTE (nothing else happens: a button's
 * form is not submitted); when the remote starts hydrating, it marks the slot content HYDRATING_ATTRIBUTE (React
 * handles clicks from then on) and clicks the marked button again, which React answers as soon as that part is
 * hydrated.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
export const HYDRATING_ATTRIBUTE = 'data-hydrating';
/** Attribute of the first view's style element: the remote removes it once its own style sheets are in use. */
export const FIRST_VIEW_STYLE_ATTRIBUTE = 'data-first-view-style';
/** Id of the script element (JSON) with the first view's state. */
export const FIRST_VIEW_ELEMENT_ID = 'sf-first-view';
/** Widths the first view renders at, from the request's device hint (client hint, then user agent). */
export const FIRST_VIEW_WIDTHS = { mobile: 390, desktop: 1280 } as const;
export type FirstViewViewport = keyof typeof FIRST_VIEW_WIDTHS;

export interface FirstViewInput {
  /** The page's path and query (the server never sees the hash). */
  url: string;
  /** The context the shell gives the remote on this page (same site, experiments, mini-site, customer care). */
  context: StorefrontContext;
  /** Where the server's own API answers (absolute base URLs for the remote's API client). */
  endpoints: StorefrontContext['endpoints'];
  viewport: FirstViewViewport;
  /**
   * When the server stops waiting for the view (ms since the epoch; it then renders the page in the browser): the
   * reads a render asks for beyond its main answers are left to the browser early enough for the last render.
   */
  deadline?: number;
}

/** What the remote hydrates with: the answers its first render used, by request key. */
export interface FirstViewState {
  /** The remote's container name (mf_product). */
  remote: string;
  /** Path and query the view was rendered for: a page with another location (a hash) renders in the browser. */
  url: string;
  /**
   * The view shows nothing of the location's hash (the remote reads it once hydrated, docs/decisions/0142): it
   * hydrates whatever the hash of a page with its path and query.
   */
  anyHash?: boolean;
  viewport: FirstViewViewport;
  /** When the server rendered it (ms since the epoch): what changes with time (a countdown) hydrates as rendered. */
  renderedAt: number;
  data: Record<string, unknown>;
}

/** The head of the page a first view shows, as its components set it in the browser (title, description, robots). */
export interface FirstViewHead {
  title?: string;
  description?: string;
  robots?: string;
}

export interface FirstView {
  html: string;
  css: string;
  state: FirstViewState;
  /** What the view sets in the page's head: the server writes it into the HTML (crawlers and the tab read it at once). */
  head?: FirstViewHead;
}

/**
 * A renderer's answer that the page's path names nothing its remote knows (a keyword page of an unknown slug): the
 * server answers 404 rather than a 200 page, and the browser renders the page.
 */
export const FIRST_VIEW_NOT_FOUND = { notFound: true } as const;
export type FirstViewNotFound = typeof FIRST_VIEW_NOT_FOUND;

/**
 * A remote's first-view renderer: null when it does not render this page on the server (the browser does),
 * FIRST_VIEW_NOT_FOUND when the page does not exist.
 */
export type RenderFirstView = (input: FirstViewInput) => Promise<FirstView | FirstViewNotFound | null>;

/** The viewport of a request: Sec-CH-UA-Mobile when sent, else a mobile user agent. */
export function firstViewViewportOf(headers: { 'sec-ch-ua-mobile'?: string | string[]; 'user-agent'?: string | string[] }): FirstViewViewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1' ? 'mobile' : 'desktop';
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi|Android|iPhone|iPod/i.test(agent) ? 'mobile' : 'desktop';
}

/** The server's markup of a remote's page slot: the elements the shell's page application creates, holding the view. */
export function firstViewSlot(appId: string, html: string): string {
  return `<div data-remote="${appId}"><div data-remote-content="${appId}" ${FIRST_VIEW_ATTRIBUTE}="">${html}</div><div data-remote-status=""></div></div>`;
}
