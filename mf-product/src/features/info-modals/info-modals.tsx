/**
 * Hotel information blocks (product-and-purchase.md §2.1): each opens a modal. Getting there (address, parking,
 * map), Hours (arrival, departure, breakfast and activity schedules), Services and equipment, Things to know
 * (pets, local taxes, cancellation).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useSite } from '@storefront/i18n';
import { Modal } from '@storefront/ui';
import type { Breakfast, Hotel, ProgramLine } from '../../api/types';
import { MapModal } from '../map/map-modal';

type InfoKey = 'gettingThere' | 'hours' | 'services' | 'thingsToKnow';

export function hotelMarker(hotel: Pick<Hotel, 'id' | 'label' | 'location'>) {
  return { id: String(hotel.id), label: hotel.label, latitude: hotel.location.latitude, longitude: hotel.location.longitude };
}

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
          <ul className="sf-product-list">
            {parking.facilities.map((f) => (
              <li key={f.code}>{f.label}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export function Hours({ hotel, breakfast, activities }: { hotel: Hotel; breakfast?: Breakfast | null; activities?: ProgramLine[] }) {
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

/** The four information buttons and their modals (and the map modal of Getting there). */
export function InfoBlocks({ hotel, breakfast, activities }: { hotel: Hotel; breakfast?: Breakfast | null; activities?: ProgramLine[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<InfoKey | null>(null);
  const [map, setMap] = useState(false);
  const keys: InfoKey[] = ['gettingThere', 'hours', 'services', 'thingsToKnow'];
  return (
    <div className="sf-product-info">
      <ul className="sf-product-info__buttons">
        {keys.map((key) => (
          <li key={key}>
            <button type="button" className="sf-product-info__button" onClick={() => setOpen(key)} aria-haspopup="dialog">
              {t(`info.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open ? t(`info.${open}`) : ''}>
        {open === 'gettingThere' ? (
          <GettingThere
            hotel={hotel}
            onMap={() => {
              setOpen(null);
              setMap(true);
            }}
          />
        ) : null}
        {open === 'hours' ? <Hours hotel={hotel} breakfast={breakfast} activities={activities} /> : null}
        {open === 'services' ? <Services hotel={hotel} /> : null}
        {open === 'thingsToKnow' ? <ThingsToKnow hotel={hotel} /> : null}
      </Modal>
      <MapModal open={map} onClose={() => setMap(false)} markers={[hotelMarker(hotel)]} place={hotel.label} />
    </div>
  );
}
