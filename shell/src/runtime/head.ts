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
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    head.append(canonical);
  }
  canonical.href = tags.canonical;
  head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
  for (const alt of tags.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    head.append(link);
  }
  let robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    head.append(robots);
  }
  robots.content = tags.robots;
  document.getElementById('sf-main')?.setAttribute('data-page-kind', route.kind);
}
