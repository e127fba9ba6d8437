/** Picks the announcement banner of a page kind, flow and locale (site-wide §2: home, search, product). */
import type { Announcement, AnnouncementBanners, BannerPageKind, CmsFlow } from '../../api/types';

export function selectAnnouncement(banners: AnnouncementBanners, page: BannerPageKind, flow: CmsFlow, locale: string): Announcement | null {
  const entries = banners[page];
  const entry = entries.find((e) => e.flow === flow) ?? entries.find((e) => e.flow === 'booking');
  const localization = entry?.localizations.find((l) => l.locale === locale);
  return localization && localization.content.trim() ? localization : null;
}
