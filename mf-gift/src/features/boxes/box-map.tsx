/** 'See the map' of a box's stays (§2.5): the points and the maplibre chunk are loaded only when it opens. */
import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Modal, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchBoxMapPoints } from '../../api/boxes';
import { useResource } from '../../api/use-resource';

const MapView = lazy(() => import(/* webpackChunkName: "box-map" */ './map-view'));

export function BoxMap({ code }: { code: string }) {
  const t = useT();
  const { client } = useApp();
  const [open, setOpen] = useState(false);
  const points = useResource(open ? `box-map:${code}` : null, (signal) => fetchBoxMapPoints(client, code, signal));
  const pins = (points.data?.exactMatch ?? []).map((p, i) => ({ id: p.id, lat: p.location.lat, lng: p.location.lng, label: t('box.mapPin', { n: i + 1 }) }));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('box.seeMap')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('box.mapTitle')} size="large">
        {points.error ? <Alert variant="error">{t('common.error')}</Alert> : null}
        {points.data ? (
          <>
            <p className="sf-gift-muted">{t('box.mapCount', { count: pins.length })}</p>
            <Suspense fallback={<Skeleton height={420} />}>
              <MapView pins={pins} label={t('box.mapTitle')} />
            </Suspense>
          </>
        ) : points.loading ? (
          <Skeleton height={420} />
        ) : null}
      </Modal>
    </>
  );
}
