/**
 * The maplibre map (loaded with a dynamic import only when the map opens: never in the initial bundle).
 * Markers are price buttons; clicking one makes it active and pans to it; clicking the map clears the selection;
 * moving the map offers 'Search in this area'.
 */
import { useEffect, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import mapStyles from 'maplibre-gl/dist/maplibre-gl.css';
import { formatMoney, useSite, useTranslation } from '@storefront/i18n';
import type { MapMarker } from '../../api/types';
import { useApp } from '../../app-context';
import { configuredStyleUrl, offlineStyle, radiusKm } from './map-style';

const WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url);

export interface MapViewProps {
  markers: MapMarker[];
  activeId: number | null;
  onActiveChange: (id: number | null) => void;
  /** 'Search in this area': the centre and the radius of the visible area */
  onSearchArea?: (area: { lat: number; lng: number; distanceMax: number }) => void;
  center?: { latitude: number; longitude: number } | null;
}

export default function MapView({ markers, activeId, onActiveChange, onSearchArea, center }: MapViewProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { context } = useApp();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const markerRefs = useRef(new Map<number, { marker: maplibregl.Marker; el: HTMLButtonElement }>());
  const [moved, setMoved] = useState(false);
  const [failed, setFailed] = useState(false);
  const activeRef = useRef(onActiveChange);
  activeRef.current = onActiveChange;

  useEffect(() => {
    mapStyles.use();
    const refs = markerRefs.current;
    if (!container.current) return;
    try {
      maplibregl.setWorkerUrl(WORKER_URL.href);
      const styleUrl = configuredStyleUrl(context);
      const m = new maplibregl.Map({
        container: container.current,
        style: styleUrl ?? (offlineStyle() as maplibregl.StyleSpecification),
        center: center ? [center.longitude, center.latitude] : [2.5, 46.5],
        zoom: center ? 8 : 4.5,
        // a production style's tiles and data need their attribution; the offline style has none to show
        attributionControl: styleUrl ? { compact: true } : false,
      });
      m.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      m.on('click', () => activeRef.current(null));
      m.on('dragend', () => setMoved(true));
      m.on('zoomend', (e) => {
        if ((e as { originalEvent?: unknown }).originalEvent) setMoved(true);
      });
      m.on('error', (e) => console.error('[mf-search.map]', e.error));
      map.current = m;
    } catch (error) {
      console.error('[mf-search.map]', error);
      setFailed(true);
    }
    return () => {
      map.current?.remove();
      map.current = null;
      refs.clear();
      mapStyles.unuse();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // markers
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    markerRefs.current.forEach(({ marker }) => marker.remove());
    markerRefs.current.clear();
    const bounds = new maplibregl.LngLatBounds();
    for (const mk of markers) {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'sf-search-marker';
      const price = formatMoney(mk.price, site);
      el.textContent = price;
      el.setAttribute('aria-label', t('map.marker', { label: mk.label, price }));
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        activeRef.current(mk.hotelId);
      });
      const marker = new maplibregl.Marker({ element: el }).setLngLat([mk.longitude, mk.latitude]).addTo(m);
      markerRefs.current.set(mk.hotelId, { marker, el });
      bounds.extend([mk.longitude, mk.latitude]);
    }
    if (markers.length > 1) m.fitBounds(bounds, { padding: 60, maxZoom: 11, duration: 0 });
    else if (markers.length === 1) m.jumpTo({ center: [markers[0]!.longitude, markers[0]!.latitude], zoom: 10 });
    setMoved(false);
  }, [markers, site, t]);

  // the active marker is highlighted and the map pans to it
  useEffect(() => {
    markerRefs.current.forEach(({ el }, id) => {
      el.classList.toggle('sf-search-marker--active', id === activeId);
      el.setAttribute('aria-pressed', String(id === activeId));
    });
    const active = activeId === null ? undefined : markers.find((mk) => mk.hotelId === activeId);
    if (active) map.current?.panTo([active.longitude, active.latitude], { duration: 300 });
  }, [activeId, markers]);

  if (failed) return <p role="alert">{t('map.error')}</p>;
  return (
    <div className="sf-search-map__canvas-wrap">
      <div ref={container} className="sf-search-map__canvas" role="region" aria-label={t('map.title')} data-testid="map-canvas" />
      {onSearchArea && moved && (
        <button
          type="button"
          className="sf-search-button sf-search-map__search-here"
          onClick={() => {
            const m = map.current;
            if (!m) return;
            const c = m.getCenter();
            const ne = m.getBounds().getNorthEast();
            setMoved(false);
            onSearchArea({ lat: Math.round(c.lat * 1e5) / 1e5, lng: Math.round(c.lng * 1e5) / 1e5, distanceMax: radiusKm({ lat: c.lat, lng: c.lng }, { lat: ne.lat, lng: ne.lng }) });
          }}
        >
          {t('map.searchHere')}
        </button>
      )}
    </div>
  );
}
