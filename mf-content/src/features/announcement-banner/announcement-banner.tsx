import { useT } from '../../app-context';
import type { Announcement } from '../../api/types';
import { Link } from '../../shared/navigation';
import { RichText } from '../../shared/rich-text';

/**
 * Rich-text announcement with its colour variation (black, grey, red, yellow, blue, green) and link. With a link
 * the whole text is that one link, shown as a block so its focus ring is one rectangle: links written in the
 * rich text are unwrapped (a link inside a link is invalid and unreachable by keyboard).
 */
export function AnnouncementBanner({ banner }: { banner: Announcement }) {
  const t = useT();
  const body = <RichText className="sf-content-announcement__text" html={banner.content} links={!banner.url} />;
  return (
    <aside className={`sf-content-announcement sf-content-announcement--${banner.colorVariation}`} aria-label={t('announcement.label')} data-color={banner.colorVariation}>
      {banner.url ? (
        <Link href={banner.url} className="sf-content-announcement__link">
          {body}
        </Link>
      ) : (
        body
      )}
    </aside>
  );
}
