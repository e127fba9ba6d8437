/** Room, breakfast, dinner and activity cards of the offer (product-and-purchase.md §2.3) with see more / see less. */
import { imageUrl } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { Breakfast, ProgramLine, Room } from '../../api/types';
import { SeeMore } from './see-more';

function Lines({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="sf-product-list">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </>
  );
}

export function RoomCard({ room }: { room: Room }) {
  const { t } = useTranslation();
  return (
    <article className="sf-product-card" id="sf-product-room">
      {room.imageUrl ? <img src={imageUrl(room.images[0], '640_360') || room.imageUrl} alt={room.title} loading="lazy" width={640} height={360} /> : null}
      <div className="sf-product-card__body">
        <p className="sf-product-card__kind">{t('offer.room')}</p>
        <h3>{room.title}</h3>
        <p className="sf-product-muted">
          {t('hotel.roomSize', { size: room.size })} · {room.bedding} · {t('hotel.capacity', { count: room.maxCapacity })}
        </p>
        <SeeMore text={room.description} />
        <Lines title={t('hotel.highlights')} items={room.highlights} />
        {room.detailsSection.map((s) => (
          <Lines key={s.title} title={s.title} items={s.details} />
        ))}
        <Lines title={t('info.importantInfos')} items={room.importantInfos} />
      </div>
    </article>
  );
}

export function BreakfastCard({ breakfast }: { breakfast: Breakfast }) {
  const { t } = useTranslation();
  return (
    <article className="sf-product-card">
      <div className="sf-product-card__body">
        <p className="sf-product-card__kind">{t('offer.breakfast')}</p>
        <h3>{breakfast.title}</h3>
        <SeeMore text={breakfast.detailList.join(' · ')} />
        {breakfast.schedules.map((s) => (
          <p key={s.from} className="sf-product-muted">
            {t('offer.schedule', { from: s.from, to: s.to })}
          </p>
        ))}
        <Lines title={t('offer.mustKnow')} items={breakfast.mustKnowList} />
      </div>
    </article>
  );
}

/** A programme line (activity or dinner). */
export function LineCard({ line, kind }: { line: ProgramLine; kind: 'activity' | 'dinner' }) {
  const { t } = useTranslation();
  const text = [line.detailList.join(' · '), line.how ?? ''].filter(Boolean).join(' — ');
  return (
    <article className="sf-product-card">
      {line.imageUrl ? <img src={imageUrl({ sizes: line.imagesBySize }, '640_360') || line.imageUrl} alt="" loading="lazy" width={640} height={360} /> : null}
      <div className="sf-product-card__body">
        <p className="sf-product-card__kind">{kind === 'dinner' ? t('offer.dinner') : t('offer.activity')}</p>
        <h3>{line.title}</h3>
        {text ? <SeeMore text={text} /> : null}
        {line.duration ? <p className="sf-product-muted">{t('offer.duration', { minutes: line.duration })}</p> : null}
        {line.where ? <p className="sf-product-muted">{t('offer.where', { where: line.where })}</p> : null}
        {line.schedules.map((s) => (
          <p key={`${s.from}-${s.to}`} className="sf-product-muted">
            {t('offer.schedule', { from: s.from, to: s.to })}
          </p>
        ))}
        {line.displayPax && line.activityParticipantsLabel ? <p className="sf-product-muted">{t('offer.participants', { label: line.activityParticipantsLabel })}</p> : null}
        {line.menu?.length ? <Lines title={t('offer.menu')} items={line.menu} /> : null}
        <Lines title={t('offer.why')} items={line.whyList} />
        <Lines title={t('offer.mustKnow')} items={[...line.mustKnowList, ...line.importantInfos]} />
      </div>
    </article>
  );
}
