/** Reviews (product-and-purchase.md §8, §9; site-wide §4): languages, messages, pages of 10. */
import type { SiteCode } from '@storefront/contracts';
import type { ReviewLanguage } from '../../api/product';
import type { Reviews } from '../../api/types';

/** The review language of a site (Belgian sites read their language's reviews). */
export function reviewLanguageOf(site: SiteCode): Exclude<ReviewLanguage, 'all'> {
  switch (site) {
    case 'es_ES':
      return 'es_ES';
    case 'it_IT':
      return 'it_IT';
    case 'nl_NL':
    case 'nl_BE':
      return 'nl_NL';
    default:
      return 'fr_FR';
  }
}

export type ReviewsMessage = 'beFirst' | 'noneInLanguage' | null;

/**
 * 'Be the first…' when the hotel has no review at all; 'no reviews in {{language}}' when a language was asked
 * and none exists in it (the answer fell back to every language, or is empty).
 */
export function reviewsMessage(answer: Pick<Reviews, 'totalCount' | 'languageFallback' | 'languages'>, language: ReviewLanguage): ReviewsMessage {
  const total = answer.languages.reduce((sum, l) => sum + l.count, 0);
  if (total === 0 && answer.totalCount === 0) return 'beFirst';
  if (language !== 'all' && (answer.languageFallback || answer.totalCount === 0)) return 'noneInLanguage';
  return null;
}
