/**
 * The site's structured data that the shell emits once per page (from the footer, always mounted): the
 * organisation with its static rating (site-wide §9 'Ratings structured data ... static 4.5 of 5 from 4146
 * ratings', the footer's rating line). Hotel ratings (best 10, worst 0) are mf-product's (hotel page JSON-LD).
 */
import { BRAND, SITES, paths, type SiteCode } from '@storefront/contracts';

/** The site's rating: 4.5 on a 0 to 5 scale (the spec's worst 0 for ratings data), from 4146 ratings. */
export const SITE_RATING = { ratingValue: 4.5, bestRating: 5, worstRating: 0, ratingCount: 4146 } as const;

/** schema.org Organization of the site (brand, home URL on `origin`) with its AggregateRating. */
export function siteRatingJsonLd(site: SiteCode, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND[SITES[site].language],
    url: `${origin}${paths(site).home()}`,
    aggregateRating: { '@type': 'AggregateRating', ...SITE_RATING },
  };
}

/** JSON for a script element: '<' escaped so that the content can never close the element (as @storefront/ui's). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
