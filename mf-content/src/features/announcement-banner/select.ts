/** Picks the announcement banner of a page kind, flow and locale (site-wide §2: home, search, product). */
import type { AnnouncementBanners, AnnouncementLocalization, BannerPageKind, CmsFlow } from '../../api/types';

const LISTS: Record<BannerPageKind, keyof AnnouncementBanners> = { home: 'homePages', search: 'searchPages', product: 'productPages' };

export function selectAnnouncement(banners: AnnouncementBanners, page: BannerPageKind, flow: CmsFlow, locale: string): AnnouncementLocalization | null {
  const entries = banners[LISTS[page]] ?? [];
  const entry = entries.find((e) => e.flow === flow) ?? entries.find((e) => e.flow === 'booking');
  const localization = entry?.localizations.find((l) => l.locale === locale);
  return localization && localization.content?.trim() ? localization : null;
}
