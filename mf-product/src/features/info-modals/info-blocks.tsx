/**
 * Hotel information blocks (product-and-purchase.md §2.1): four buttons, each opening its modal (Getting there,
 * Hours, Services and equipment, Things to know); Getting there leads to the map modal. The modals' code loads
 * when one opens.
 */
import { lazy, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import type { Breakfast, Hotel, ScheduledActivity } from '../../api/types';
import { LazyOnOpen } from '../lazy-on-open';
import type { InfoKey } from './info-modals';

const InfoModal = lazy(() => import(/* webpackChunkName: "info-modals" */ './info-modals'));
const MapModal = lazy(() => import(/* webpackChunkName: "map-modal" */ '../map/map-modal').then((m) => ({ default: m.MapModal })));

export function hotelMarker(hotel: Pick<Hotel, 'id' | 'label' | 'location'>) {
  return { id: String(hotel.id), label: hotel.label, latitude: hotel.location.latitude, longitude: hotel.location.longitude };
}

const INFO_KEYS: InfoKey[] = ['gettingThere', 'hours', 'services', 'thingsToKnow'];

export function InfoBlocks({ hotel, breakfast, activities }: { hotel: Hotel; breakfast?: Breakfast | null; activities?: ScheduledActivity[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<InfoKey | null>(null);
  const [map, setMap] = useState(false);
  return (
    <div className="sf-product-info">
      <ul className="sf-product-info__buttons">
        {INFO_KEYS.map((key) => (
          <li key={key}>
            <button type="button" className="sf-product-info__button" onClick={() => setOpen(key)} aria-haspopup="dialog">
              {t(`info.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <LazyOnOpen open={open !== null}>
        <InfoModal
          info={open ?? 'gettingThere'}
          hotel={hotel}
          breakfast={breakfast}
          activities={activities}
          onClose={() => setOpen(null)}
          onMap={() => {
            setOpen(null);
            setMap(true);
          }}
        />
      </LazyOnOpen>
      <LazyOnOpen open={map}>
        <MapModal open onClose={() => setMap(false)} markers={[hotelMarker(hotel)]} place={hotel.label} />
      </LazyOnOpen>
    </div>
  );
}
