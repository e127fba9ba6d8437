/**
 * Head tags of a page: canonical URL, alternate URLs per site (hreflang) and robots. Used by the server for the
 * first HTML and by the shell after each client-side navigation.
 */
import type { Environment } from './context';
import type { RouteMatch } from './match';
import { paths } from './routes';
import { BRAND, SITES, SITE_CODES, type Language, type SiteCode } from './sites';

/** What the site sells, ahead of the brand in the title of a page that has no title of its own. */
const TAGLINE: Record<Language, string> = {
  fr: 'Week-ends et courts séjours avec activités',
  es: 'Escapadas de fin de semana con actividades',
  nl: 'Weekendjes weg met activiteiten',
  it: 'Weekend e soggiorni brevi con attività',
};

/** The title of a page until it sets its own (the server's HTML, the shell on each navigation). */
export function defaultTitle(site: SiteCode): string {
  const language = SITES[site].language;
  return `${TAGLINE[language]} | ${BRAND[language]}`;
}

/** A page's title with the site's brand after it, once: 'Contactez-nous | Week-end Stays'. */
export function pageTitleOf(title: string, site: SiteCode): string {
  const brand = BRAND[SITES[site].language];
  return title.endsWith(`| ${brand}`) ? title : `${title} | ${brand}`;
}

export interface HeadTags {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  robots: string;
}

/** Path of the same page on another site, when the page exists on every site with the same ids. */
export function pathOnSite(route: RouteMatch, site: SiteCode): string | null {
  if (route.params.minisite) return null;
  const p = paths(site);
  switch (route.kind) {
    case 'home':
      return p.home();
    case 'hotel':
      return p.hotel(route.params.hotelId as string);
    case 'product':
      return p.product(route.params.offerId as string);
    case 'activity':
      return p.activity(route.params.activityId as string);
    case 'search':
      return route.params.slug ? null : p.search();
    case 'activitySearch':
      return p.activitySearch().split('?')[0] as string;
    case 'contact':
      return p.contact();
    case 'ideas':
      return p.ideas();
    case 'languageSplash':
      return null;
    default:
      return null;
  }
}

/**
 * @param url root-relative path of the page (query and hash are left out of the canonical URL)
 * @param origins public origin of each site (e.g. http://es.localhost:8080)
 */
export function headTags(route: RouteMatch, site: SiteCode, url: string, origins: Record<SiteCode, string>, environment: Environment): HeadTags {
  const pathname = url.split(/[?#]/)[0] || '/';
  const canonical = `${origins[site]}${pathname}`;
  const alternates: HeadTags['alternates'] = [];
  if (pathOnSite(route, site) !== null) {
    for (const code of SITE_CODES) {
      const path = pathOnSite(route, code);
      if (path) alternates.push({ hreflang: SITES[code].htmlLang, href: `${origins[code]}${path}` });
    }
    const fallback = pathOnSite(route, 'fr_FR');
    if (fallback) alternates.push({ hreflang: 'x-default', href: `${origins.fr_FR}${fallback}` });
  }
  // Pages the spec forces keep their value; the others are indexed in production only (site-wide §5).
  const robots = route.robots ?? (environment === 'production' ? 'index, follow' : 'noindex, nofollow');
  return { canonical, alternates, robots };
}
