/**
 * The maplibre map (loaded only when a map modal opens): an offline inline style (plain land colour, no tiles)
 * and one marker per place; clicking a marker makes it active and pans to it, clicking the map clears it.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import mapStyles from 'maplibre-gl/dist/maplibre-gl.css';

/** maplibre v6 loads its worker from beside the bundle. */
const WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url);

export interface MapMarker {
  id: string;
  label: string;
  latitude: number;
  longitude: number;
}

const OFFLINE_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: 'land', type: 'background' as const, paint: { 'background-color': '#e8efe6' } }],
};

export default function MapView({ markers, label, activeId, onActiveChange }: { markers: MapMarker[]; label: string; activeId?: string | null; onActiveChange?: (id: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const pins = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    mapStyles.use();
    return () => mapStyles.unuse();
  }, []);
  useEffect(() => {
    if (!container.current || !markers.length) return;
    maplibregl.setWorkerUrl(WORKER_URL.href);
    const pinMap = pins.current;
    const first = markers[0]!;
    const instance = new maplibregl.Map({ container: container.current, style: OFFLINE_STYLE, center: [first.longitude, first.latitude], zoom: 11, attributionControl: false });
    map.current = instance;
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    instance.on('click', () => onActiveChange?.(null));
    for (const m of markers) {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'sf-product-map__pin';
      el.setAttribute('aria-label', m.label);
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        onActiveChange?.(m.id);
        instance.panTo([m.longitude, m.latitude]);
      });
      pinMap.set(m.id, el);
      new maplibregl.Marker({ element: el }).setLngLat([m.longitude, m.latitude]).addTo(instance);
    }
    if (markers.length > 1) {
      const bounds = new maplibregl.LngLatBounds();
      markers.forEach((m) => bounds.extend([m.longitude, m.latitude]));
      instance.fitBounds(bounds, { padding: 40, duration: 0 });
    }
    return () => {
      instance.remove();
      pinMap.clear();
    };
  }, [markers, onActiveChange]);
  useEffect(() => {
    for (const [id, el] of pins.current) el.classList.toggle('sf-product-map__pin--active', id === activeId);
  }, [activeId]);
  return <div ref={container} className="sf-product-map" role="region" aria-label={label} />;
}
