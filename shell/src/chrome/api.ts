/**
 * The chrome's API calls (CMS navigation and footer, site-wide §3), mapped to view types. A failed call
 * resolves to null: the chrome then shows its code-owned fallback, never an error.
 */
import { readsStaticContent, type StorefrontContext } from '@storefront/contracts';
export interface NavigationNode {
  _id: string;
  label: string;
  uri: string;
  location: 'main' | 'burger' | 'all';
  variant: string;
  count?: number;
  children: NavigationNode[];
  thisWeekTheme?: { themaTitle: string; description: string; weekendUrl: string };
}

export interface FooterLink {
  label: string;
  url: string;
  newTab?: boolean;
}

export interface FooterDocument {
  help?: { title: string; links: FooterLink[] };
  legal?: { title: string; links: FooterLink[] };
  links?: { title: string; links: FooterLink[] }[];
  payment?: { title: string; methods: string[]; instalments: string };
  rating?: { score: number; outOf: number; count: number; text: string };
  contactLine?: string;
  newsletter?: { title: string; text: string; legalLinks: FooterLink[] };
  social?: { network: string; url: string }[];
  cookiePreferencesLabel?: string;
  legalText?: string;
  copyright?: string;
}

function normaliseNode(value: unknown): NavigationNode | null {
  const n = value as Partial<NavigationNode> | null;
  if (!n || typeof n !== 'object' || typeof n.label !== 'string' || typeof n.uri !== 'string') return null;
  return {
    _id: String(n._id ?? n.uri),
    label: n.label,
    uri: n.uri,
    location: n.location === 'main' || n.location === 'burger' ? n.location : 'all',
    variant: typeof n.variant === 'string' ? n.variant : 'default',
    count: typeof n.count === 'number' ? n.count : undefined,
    children: Array.isArray(n.children) ? n.children.map(normaliseNode).filter((c): c is NavigationNode => c !== null) : [],
    thisWeekTheme: n.thisWeekTheme && typeof n.thisWeekTheme.weekendUrl === 'string' ? n.thisWeekTheme : undefined,
  };
}

/** Accepts the navigation document ({ items }) or a bare list of nodes. */
export function toNavigation(body: unknown): NavigationNode[] {
  const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items.map(normaliseNode).filter((n): n is NavigationNode => n !== null) : [];
}

/** GETs a JSON document once per URL (the chrome calls are the same for the whole visit); null when the call fails. */
const cache = new Map<string, Promise<unknown>>();

function getJson(url: string): Promise<unknown> {
  let p = cache.get(url);
  if (!p) {
    p = fetch(url, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    cache.set(url, p);
  }
  return p;
}

/** Query string of a chrome call: the locale, and the mini-site id inside a partner mini-site (like every API call made under it). */
export function chromeQuery(locale: string, minisiteId?: number | null): string {
  const query = new URLSearchParams({ locale });
  if (typeof minisiteId === 'number' && Number.isInteger(minisiteId)) query.set('minisite', String(minisiteId));
  return query.toString();
}

export function fetchNavigation(api: string, locale: string, minisiteId?: number | null): Promise<NavigationNode[]> {
  return getJson(`${api}/cms/navigation?${chromeQuery(locale, minisiteId)}`).then(toNavigation);
}

export function fetchFooter(api: string, locale: string, minisiteId?: number | null): Promise<FooterDocument | null> {
  return getJson(`${api}/cms/footer?${chromeQuery(locale, minisiteId)}`).then((b) => (b && typeof b === 'object' ? (b as FooterDocument) : null));
}

/**
 * The gift block document (every locale's gift content, site-wide §4) as the gift drawer reads it: the static file
 * outside production, the front gateway in production; null when the call fails.
 */
export function fetchGiftBlock(context: Pick<StorefrontContext, 'environment' | 'endpoints' | 'minisite'>, locale: string): Promise<unknown> {
  const path = readsStaticContent(context.environment) ? `${context.endpoints.origin}/content/giftBlock.json` : `${context.endpoints.frontGateway}/content/giftBlock`;
  return getJson(`${path}?${chromeQuery(locale, context.minisite?.id)}`);
}
