/** Map modal (full-screen on mobile) with markers; the map code is fetched only when it opens. */
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Modal, Spinner } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import type { MapMarker } from './map-view';

const MapView = lazy(() => import(/* webpackChunkName: "map" */ './map-view'));

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function MapModal({ open, onClose, markers, place }: { open: boolean; onClose: () => void; markers: MapMarker[]; place: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(null);
  const current = markers.find((m) => m.id === active);
  return (
    <Modal open={open} onClose={onClose} title={t('map.title')} size="large" mobile="fullscreen" className="sf-product-map-modal">
      {open ? (
        <MapBoundary fallback={<p role="alert">{t('map.unavailable')}</p>}>
          <Suspense fallback={<Spinner />}>
            <MapView markers={markers} label={t('map.label', { place })} activeId={active} onActiveChange={setActive} />
          </Suspense>
        </MapBoundary>
      ) : null}
      {current ? <p aria-live="polite">{current.label}</p> : null}
    </Modal>
  );
}
