/**
 * Hotel information blocks (product-and-purchase.md §2.1): each opens a modal. Getting there (address, parking,
 * map), Hours (arrival, departure, breakfast and activity schedules), Services and equipment, Things to know
 * (pets, local taxes, cancellation). This module is loaded when a block opens.
 */
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Modal } from '@storefront/ui';
import type { Breakfast, Hotel, ScheduledActivity } from '../../api/types';

export type InfoKey = 'gettingThere' | 'hours' | 'services' | 'thingsToKnow';

export function GettingThere({ hotel, onMap }: { hotel: Hotel; onMap: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const parking = hotel.infoGeneral.find((g) => g.code === 'parking');
  return (
    <>
      <h3>{t('info.address')}</h3>
      <address>{hotel.location.address}</address>
      <button type="button" className="sf-product-link" onClick={onMap}>
        {t('info.seeMap')}
      </button>
      {parking ? (
        <>
          <h3>{t('info.parking')}</h3>
          {parking.parking?.text ? <p>{parking.parking.text}</p> : null}
          {parking.parking?.available && parking.parking.pricePerDay > 0 ? <p>{t('info.parkingPrice', { price: formatMoney(parking.parking.pricePerDay, site) })}</p> : null}
          {/* a hotel without parking says so; its parking facilities would contradict it */}
          {parking.parking?.available === false ? null : (
            <ul className="sf-product-list">
              {parking.facilities.map((f) => (
                <li key={f.code}>{f.label}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  );
}

export function Hours({ hotel, breakfast, activities }: { hotel: Hotel; breakfast?: Breakfast | null; activities?: ScheduledActivity[] }) {
  const { t } = useTranslation();
  const breakfastSchedule = breakfast?.schedules[0] ?? hotel.breakfastSchedule;
  return (
    <ul className="sf-product-list">
      <li>{t('info.arrival', { time: hotel.checkInOut.checkin })}</li>
      <li>{t('info.departure', { time: hotel.checkInOut.checkout })}</li>
      {breakfastSchedule ? <li>{t('info.breakfast', { from: breakfastSchedule.from, to: breakfastSchedule.to })}</li> : null}
      {(activities ?? []).flatMap((a) => a.schedules.map((s, i) => <li key={`${a.id}-${i}`}>{t('info.activitySchedule', { title: a.title, from: s.from, to: s.to })}</li>))}
    </ul>
  );
}

export function Services({ hotel }: { hotel: Hotel }) {
  return (
    <ul className="sf-product-list sf-product-list--columns">
      {hotel.facilities.map((f) => (
        <li key={f.code}>{f.label}</li>
      ))}
    </ul>
  );
}

export function ThingsToKnow({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const site = useSite();
  const { policy, localTax } = hotel;
  const amount = formatMoney(localTax.amount, site);
  return (
    <>
      <h3>{t('info.pets')}</h3>
      {policy.petsAllowed ? (
        <ul className="sf-product-list">
          <li>{t('info.petsAllowed', { count: policy.petsMaxNumberOfPets || 1 })}</li>
          {policy.petsPrice ? <li>{t('info.petsPrice', { price: formatMoney(policy.petsPrice, site) })}</li> : null}
          {policy.petsMaxWeight ? <li>{t('info.petsWeight', { weight: policy.petsMaxWeight })}</li> : null}
        </ul>
      ) : (
        <p>{t('info.petsNotAllowed')}</p>
      )}
      {localTax.amount > 0 || localTax.percentage ? (
        <>
          <h3>{t('info.localTax')}</h3>
          <p>
            {localTax.type === 'PERCENTAGE' && localTax.percentage
              ? t('info.localTaxPercentage', { percentage: localTax.percentage })
              : localTax.toBePaidAtHotel
                ? t('info.localTaxPerPerson', { amount })
                : t('info.localTaxIncluded', { amount })}
          </p>
        </>
      ) : null}
      <h3>{t('info.cancellation')}</h3>
      <p>{t('info.cancellationText')}</p>
      {hotel.importantInfos.length ? (
        <>
          <h3>{t('info.importantInfos')}</h3>
          <ul className="sf-product-list">
            {hotel.importantInfos.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The modal of one information block. */
export default function InfoModal({ info, hotel, breakfast, activities, onClose, onMap }: { info: InfoKey; hotel: Hotel; breakfast?: Breakfast | null; activities?: ScheduledActivity[]; onClose: () => void; onMap: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t(`info.${info}`)}>
      {info === 'gettingThere' ? <GettingThere hotel={hotel} onMap={onMap} /> : null}
      {info === 'hours' ? <Hours hotel={hotel} breakfast={breakfast} activities={activities} /> : null}
      {info === 'services' ? <Services hotel={hotel} /> : null}
      {info === 'thingsToKnow' ? <ThingsToKnow hotel={hotel} /> : null}
    </Modal>
  );
}
