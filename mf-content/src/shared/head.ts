/**
 * Page head from the CMS: title, description, robots (index/follow of the page, and never indexed outside
 * production, site-wide §5), canonical and alternates. The shell sets defaults on each navigation; pages
 * refine them once their content is loaded.
 */
import { pageTitleOf, type Environment } from '@storefront/contracts';
import { usePageHead } from '@storefront/ui';
import { useApp } from '../app-context';
import type { Alternate, Seo } from '../api/types';

export function robotsOf(seo: Pick<Seo, 'index' | 'follow'>, environment: Environment): string {
  const index = seo.index && environment === 'production';
  const follow = seo.follow && environment === 'production';
  return `${index ? 'index' : 'noindex'}, ${follow ? 'follow' : 'nofollow'}`;
}

/**
 * The head of a page from its CMS seo (title, description, robots), or `fallback` while there is none; written by
 * the server into a first view's HTML too (usePageHead).
 */
export function useSeo(seo: Seo | null, environment: Environment, fallback: { robots?: string } | null = null): void {
  usePageHead(seo ? { title: seo.title, description: seo.description, robots: robotsOf(seo, environment) } : fallback);
}

/** Canonical and alternates of a page known to the CMS (hosts of the production sites). */
export function applyLinks(canonical: { host: string; path: string } | null, alternates: Alternate[], environment: Environment): void {
  if (environment !== 'production' || !canonical) return; // elsewhere the shell's URLs (local origins) stay
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = `https://${canonical.host}${canonical.path}`;
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
  for (const alt of alternates) {
    const el = document.createElement('link');
    el.rel = 'alternate';
    el.hreflang = alt.hrefLang;
    el.href = `https://${alt.host}${alt.path}`;
    document.head.append(el);
  }
}

/** The head of a page whose title is not from the CMS seo (contact, wishlist, mini-site), with the site-name suffix. */
export function usePageTitle(title: string | null | undefined, robots?: string): void {
  const { context } = useApp();
  usePageHead(title ? { title: pageTitleOf(title, context.locale), robots } : robots ? { robots } : null);
}
