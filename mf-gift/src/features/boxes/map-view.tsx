/**
 * The maplibre map of a box's stays, in its own chunk loaded only when the map opens: an offline inline style
 * (plain land colour, no tiles), one labelled pin a stay, the view fitted to them.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import mapStyles from 'maplibre-gl/dist/maplibre-gl.css';

/** maplibre loads its worker from beside the bundle. */
const WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url);
const OFFLINE_STYLE = { version: 8 as const, sources: {}, layers: [{ id: 'land', type: 'background' as const, paint: { 'background-color': '#e8efe6' } }] };

export interface MapPin {
  id: number;
  label: string;
  lat: number;
  lng: number;
}

export default function MapView({ pins, label }: { pins: MapPin[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    mapStyles.use();
    return () => mapStyles.unuse();
  }, []);
  useEffect(() => {
    if (!container.current || !pins.length) return;
    maplibregl.setWorkerUrl(WORKER_URL.href);
    const map = new maplibregl.Map({ container: container.current, style: OFFLINE_STYLE, center: [pins[0]!.lng, pins[0]!.lat], zoom: 9, attributionControl: false });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    const bounds = new maplibregl.LngLatBounds();
    for (const pin of pins) {
      const el = document.createElement('span');
      el.className = 'sf-gift-map__pin';
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', pin.label);
      new maplibregl.Marker({ element: el }).setLngLat([pin.lng, pin.lat]).addTo(map);
      bounds.extend([pin.lng, pin.lat]);
    }
    if (pins.length > 1) map.fitBounds(bounds, { padding: 40, duration: 0 });
    return () => map.remove();
  }, [pins]);
  return <div ref={container} className="sf-gift-map" role="region" aria-label={label} data-testid="box-map" />;
}
