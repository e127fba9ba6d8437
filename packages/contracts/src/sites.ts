/** The six sites of the storefront, and what differs between them. */
export const SITE_CODES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
export type SiteCode = (typeof SITE_CODES)[number];
export type Language = 'fr' | 'es' | 'nl' | 'it';
export type Country = 'FR' | 'ES' | 'BE' | 'NL' | 'IT';

export interface Site {
  code: SiteCode;
  language: Language;
  country: Country;
  /** BCP 47 tag for `<html lang>` and Intl. */
  htmlLang: string;
  /** Path prefix of the site: '' except in Belgium ('/fr' or '/nl'). */
  basePath: '' | '/fr' | '/nl';
  /** Host name used locally (port is added by the server); production hosts come from configuration. */
  localHost: string;
  /** Customer-service phone number shown in the notice and no-availability messages. */
  phone: string;
  /** IANA time zone of the site: its "today" and the 20:00 same-day cut-off are read on this clock. */
  timeZone: 'Europe/Paris' | 'Europe/Madrid' | 'Europe/Brussels' | 'Europe/Amsterdam' | 'Europe/Rome';
}

export const SITES: Record<SiteCode, Site> = {
  fr_FR: { code: 'fr_FR', language: 'fr', country: 'FR', htmlLang: 'fr-FR', basePath: '', localHost: 'fr.localhost', phone: '01 76 36 02 42', timeZone: 'Europe/Paris' },
  es_ES: { code: 'es_ES', language: 'es', country: 'ES', htmlLang: 'es-ES', basePath: '', localHost: 'es.localhost', phone: '910 60 21 06', timeZone: 'Europe/Madrid' },
  fr_BE: { code: 'fr_BE', language: 'fr', country: 'BE', htmlLang: 'fr-BE', basePath: '/fr', localHost: 'be.localhost', phone: '02 808 29 79', timeZone: 'Europe/Brussels' },
  nl_BE: { code: 'nl_BE', language: 'nl', country: 'BE', htmlLang: 'nl-BE', basePath: '/nl', localHost: 'be.localhost', phone: '02 808 29 79', timeZone: 'Europe/Brussels' },
  nl_NL: { code: 'nl_NL', language: 'nl', country: 'NL', htmlLang: 'nl-NL', basePath: '', localHost: 'nl.localhost', phone: '020 808 09 16', timeZone: 'Europe/Amsterdam' },
  it_IT: { code: 'it_IT', language: 'it', country: 'IT', htmlLang: 'it-IT', basePath: '', localHost: 'it.localhost', phone: '02 9475 3154', timeZone: 'Europe/Rome' },
};

/** The brand name per language (the same as the CMS copy). */
export const BRAND: Record<Language, string> = { fr: 'Week-end Stays', es: 'Escapadas Stays', nl: 'Weekend Stays', it: 'Weekend Stays' };

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);
}

/** Sites sharing a country (Belgium has two languages; only there is a language selector shown). */
export function sitesOfCountry(country: Country): Site[] {
  return SITE_CODES.map((c) => SITES[c]).filter((s) => s.country === country);
}

/** The gift shop of each country (an external shop: gift boxes when the boxes migration toggle is off). */
export const GIFT_SHOP: Record<Country, string> = {
  FR: 'https://shop.weekend-stays.fr/',
  ES: 'https://tienda.escapadas-stays.es/',
  BE: 'https://shop.weekend-stays.be/',
  NL: 'https://shop.weekend-stays.nl/',
  IT: 'https://shop.weekend-stays.it/',
};
