/** Map view in a modal (full-screen on mobile). The map code is fetched only when the modal opens. */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { isCancelled } from '@storefront/api-client';
import type { Flow, SearchCriteria } from '@storefront/criteria';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import { Modal } from '@storefront/ui';
import { useApp } from '../../app-context';
import { logSearchError, mapSearch } from '../../api/search';
import type { MapMarker } from '../../api/types';
import { totalPriceAtom } from '../../state/atoms';
import { TotalPriceSwitch, hasTotalPrice, markerAsTotal } from '../results/total-price';

const MapView = lazy(() => import(/* webpackChunkName: "map" */ './map-view'));

export interface MapModalProps {
  open: boolean;
  onClose: () => void;
  flow: Flow;
  criteria: SearchCriteria;
  center?: { latitude: number; longitude: number } | null;
  /** interactive variant: 'Search in this area' */
  onSearchArea?: (area: { lat: number; lng: number; distanceMax: number }) => void;
}

export function MapModal({ open, onClose, flow, criteria, center, onSearchArea }: MapModalProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { client } = useApp();
  const [found, setFound] = useState<MapMarker[]>([]);
  const totals = useAtomValue(totalPriceAtom) && hasTotalPrice(flow);
  const markers = useMemo(() => (totals ? found.map(markerAsTotal) : found), [found, totals]);
  const [error, setError] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const c = new AbortController();
    setError(false);
    mapSearch(client, criteria, flow, { signal: c.signal }).then(
      (m) => !c.signal.aborted && setFound(m),
      (e: unknown) => {
        if (isCancelled(e)) return;
        logSearchError(client, 'mf-search.map', e);
        setError(true);
      },
    );
    return () => c.abort();
  }, [open, client, criteria, flow]);

  const active = markers.find((m) => m.hotelId === activeId);
  return (
    <Modal open={open} onClose={onClose} title={t('map.title')} size="large" mobile="fullscreen" className="sf-search-map">
      {hasTotalPrice(flow) && <TotalPriceSwitch />}
      {error && <p role="alert">{t('results.error')}</p>}
      <Suspense fallback={<p role="status">{t('map.loading')}</p>}>
        {open && <MapView markers={markers} activeId={activeId} onActiveChange={setActiveId} center={center} onSearchArea={onSearchArea} />}
      </Suspense>
      {active && (
        <div className="sf-search-map__card" aria-live="polite">
          {active.imageUrl && <img src={active.imageUrl} alt="" width={120} height={80} />}
          <div>
            <a href={active.uri} className="sf-search-card__link">
              {active.label}
            </a>
            <p>{formatMoney(active.price, site)}</p>
          </div>
        </div>
      )}
    </Modal>
  );
}
