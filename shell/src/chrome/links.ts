/** External links of the chrome per country (gift shop, box login, help centre, social networks, press room). */
import type { Country, SiteCode } from '@storefront/contracts';

/** The gift shop per country lives in @storefront/contracts (mf-content links gift boxes to it too). */
export { GIFT_SHOP } from '@storefront/contracts';

export const BOX_LOGIN: Record<Country, string> = {
  FR: 'https://shop.weekend-stays.fr/activation',
  ES: 'https://tienda.escapadas-stays.es/activacion',
  BE: 'https://shop.weekend-stays.be/activation',
  NL: 'https://shop.weekend-stays.nl/activeren',
  IT: 'https://shop.weekend-stays.it/attivazione',
};

export const HELP_CENTRE: Record<SiteCode, string> = {
  fr_FR: 'https://help.weekend-stays.fr/fr',
  es_ES: 'https://help.escapadas-stays.es/es',
  fr_BE: 'https://help.weekend-stays.be/fr',
  nl_BE: 'https://help.weekend-stays.be/nl',
  nl_NL: 'https://help.weekend-stays.nl/nl',
  it_IT: 'https://help.weekend-stays.it/it',
};

/** The press room link appears only for es_ES and fr_FR (site-wide §2). */
export const PRESS_ROOM: Partial<Record<SiteCode, string>> = {
  fr_FR: 'https://press.weekend-stays.fr/',
  es_ES: 'https://prensa.escapadas-stays.es/',
};

export const SOCIAL: { name: string; url: string }[] = [
  { name: 'Facebook', url: 'https://www.facebook.com/weekendstays' },
  { name: 'Instagram', url: 'https://www.instagram.com/weekendstays' },
  { name: 'Pinterest', url: 'https://www.pinterest.com/weekendstays' },
];

/** Cookie-preferences link: opens the consent manager (a hash the consent script listens to). */
export const COOKIE_PREFERENCES_HASH = '#cookie-preferences';
