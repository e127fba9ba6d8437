import { createI18n, type LanguageResources, type StorefrontI18n } from '@storefront/i18n';
import type { SiteCode } from '@storefront/contracts';
import fr from './fr';
import es from './es';
import nl from './nl';
import it from './it';

/** Same keys as the French reference file, every leaf a string. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MessagesOf = Shape<typeof fr>;

export const NAMESPACE = 'product';
export const resources: LanguageResources = { fr, es, nl, it };

/** The i18next instance of mf-product (one per mount), following the bus locale. */
export function createProductI18n(site: SiteCode): StorefrontI18n {
  return createI18n({ namespace: NAMESPACE, resources, site });
}
