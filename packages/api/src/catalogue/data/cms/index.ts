/**
 * The CMS documents and partner mini-sites seeded into `cms_documents` and `minisites` (see src/content/cms-schemas.ts
 * for which endpoint serves which kind). Deterministic: the same data on every call.
 */
import { SITE_LOCALES } from '../text/localized';
import { announcementBanner, contentBoxes, giftBlock, promoBars, targetedBanner } from './banners';
import { footer } from './footer';
import { homepage } from './homepage';
import { ideas } from './ideas';
import { navigation } from './navigation';
import { cmsPages } from './pages';
import { staticPages } from './static-pages';
import { withBrand } from './sites';
import type { CmsDocumentRow } from '../../../content/cms-schemas';
import { ALL_LOCALES } from '../../../schemas/common';

export { minisitesOn } from './minisites';
export { countdownWindow, campaignWindow } from './dates';
export { XSS_PAYLOADS, CMS_SITES } from './sites';

/** Every CMS document on `today` (YYYY-MM-DD; promo windows are relative to it): rows of `cms_documents`. */
export function cmsDocumentsOn(today: string): CmsDocumentRow[] {
  const rows: CmsDocumentRow[] = [
    { kind: 'announcementBanner', locale: ALL_LOCALES, key: 'announcementBanner', document: announcementBanner() },
    { kind: 'giftBlock', locale: ALL_LOCALES, key: 'giftBlock', document: giftBlock() },
    { kind: 'targetedBanner', locale: ALL_LOCALES, key: 'targetedBanner', document: targetedBanner() },
  ];
  for (const locale of SITE_LOCALES) {
    rows.push(
      { kind: 'homepage', locale, key: 'homepage', document: homepage(locale, today) },
      { kind: 'promoBars', locale, key: 'promoBars', document: promoBars(locale) },
      { kind: 'contentBoxes', locale, key: 'contentBoxes', document: contentBoxes(locale) },
      { kind: 'navigation', locale, key: 'navigation', document: navigation(locale) },
      { kind: 'footer', locale, key: 'footer', document: footer(locale, today) },
      { kind: 'ideas', locale, key: 'ideas', document: ideas(locale) },
      ...cmsPages(locale, today).map((document): CmsDocumentRow => ({ kind: 'page', locale, key: document.slug, document })),
      ...staticPages(locale).map((document): CmsDocumentRow => ({ kind: 'static', locale, key: document.slug, document })),
    );
  }
  return rows.map((row) => ({ ...row, document: withBrand(row.document, row.locale === ALL_LOCALES ? 'fr_FR' : row.locale) }) as CmsDocumentRow);
}
