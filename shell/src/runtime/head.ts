/**
 * The head of the page the shell keeps per route: canonical, hreflang alternates and robots (site-wide §2: pages the
 * spec forces, such as the 404 page, are 'noindex, follow'; §5: the others are indexed in production only).
 */
import { headTags, type RouteMatch } from '@storefront/contracts';
import { shellState } from './state';

export function updateHead(route: RouteMatch): void {
  const { config, site } = shellState();
  const tags = headTags(route, site, window.location.pathname, config.origins, config.environment);
  const head = document.head;
  headElement<HTMLLinkElement>('link[rel="canonical"]', 'link', (l) => (l.rel = 'canonical')).href = tags.canonical;
  head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
  for (const alt of tags.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    head.append(link);
  }
  headElement<HTMLMetaElement>('meta[name="robots"]', 'meta', (m) => (m.name = 'robots')).content = tags.robots;
  document.getElementById('sf-main')?.setAttribute('data-page-kind', route.kind);
}

/** The head's element matching `selector`, created (and named by `init`) when the page has none. */
function headElement<E extends HTMLElement>(selector: string, tag: 'link' | 'meta', init: (element: E) => void): E {
  const found = document.head.querySelector<E>(selector);
  if (found) return found;
  const element = document.createElement(tag) as unknown as E;
  init(element);
  document.head.append(element);
  return element;
}
