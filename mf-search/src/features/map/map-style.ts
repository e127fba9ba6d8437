/**
 * Map styles: an offline inline default (no tiles from the internet: a plain background, a graticule and the
 * bounding frames of the five countries drawn from bundled coordinates) and a configurable production style URL
 * (`mapStyleUrl` of the context or of the runtime configuration).
 */
import { RUNTIME_CONFIG_ELEMENT_ID } from '@storefront/contracts';

type Position = [number, number];
interface Feature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: 'LineString'; coordinates: Position[] } | { type: 'Polygon'; coordinates: Position[][] };
}
interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

/** Approximate bounding outlines of the storefront's countries (lng, lat), drawn as light land shapes. */
const COUNTRY_OUTLINES: Record<string, Position[]> = {
  FR: [[-4.8, 48.4], [-1.6, 49.7], [1.6, 50.9], [4.2, 49.9], [8.2, 49.0], [7.6, 47.6], [6.9, 46.4], [7.7, 44.1], [6.6, 43.1], [3.2, 43.3], [3.0, 42.5], [-1.8, 43.4], [-1.2, 46.2], [-2.5, 47.3], [-4.8, 48.4]],
  ES: [[-9.3, 43.2], [-1.8, 43.4], [3.2, 42.4], [0.9, 41.0], [-0.3, 39.5], [0.2, 38.7], [-2.1, 36.7], [-5.6, 36.0], [-7.4, 37.2], [-7.0, 38.9], [-6.9, 41.9], [-8.9, 42.0], [-9.3, 43.2]],
  BE: [[2.5, 51.1], [4.3, 51.4], [5.8, 51.2], [6.4, 50.3], [5.8, 49.5], [4.8, 50.0], [2.9, 50.7], [2.5, 51.1]],
  NL: [[3.4, 51.4], [4.8, 52.9], [6.9, 53.4], [7.2, 52.2], [6.0, 51.8], [6.0, 50.8], [5.7, 50.8], [4.3, 51.4], [3.4, 51.4]],
  IT: [[6.7, 45.1], [7.0, 45.9], [10.4, 46.6], [13.7, 46.5], [12.3, 44.9], [13.6, 43.5], [16.0, 41.9], [18.5, 40.1], [16.6, 38.9], [15.6, 38.0], [15.9, 39.5], [14.9, 40.2], [12.4, 41.7], [10.5, 42.9], [9.0, 44.4], [7.5, 43.8], [6.7, 45.1]],
};

function graticule(): FeatureCollection {
  const features: Feature[] = [];
  for (let lng = -30; lng <= 40; lng += 5) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[lng, 30], [lng, 60]] } });
  for (let lat = 30; lat <= 60; lat += 5) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-30, lat], [40, lat]] } });
  return { type: 'FeatureCollection', features };
}

function countries(): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: Object.entries(COUNTRY_OUTLINES).map(([code, ring]) => ({ type: 'Feature', properties: { code }, geometry: { type: 'Polygon', coordinates: [ring] } })),
  };
}

/** The offline default style (a maplibre StyleSpecification). */
export function offlineStyle() {
  return {
    version: 8 as const,
    sources: {
      graticule: { type: 'geojson' as const, data: graticule() },
      countries: { type: 'geojson' as const, data: countries() },
    },
    layers: [
      { id: 'sea', type: 'background' as const, paint: { 'background-color': '#cfe3f0' } },
      { id: 'land', type: 'fill' as const, source: 'countries', paint: { 'fill-color': '#f3efe6', 'fill-outline-color': '#9aa5ad' } },
      { id: 'borders', type: 'line' as const, source: 'countries', paint: { 'line-color': '#8c979f', 'line-width': 1 } },
      { id: 'graticule', type: 'line' as const, source: 'graticule', paint: { 'line-color': '#ffffff', 'line-opacity': 0.5, 'line-width': 0.5 } },
    ],
  };
}

/** A usable style URL: absolute http(s), or root-relative on the storefront's origin. */
export function validStyleUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value) ? value : null;
}

/**
 * The production style URL, or null for the offline style: `mapStyleUrl` of the context the shell passes
 * (StorefrontContext), else of the runtime configuration the server injects into the page.
 */
export function configuredStyleUrl(
  context?: object | null,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | null {
  const fromContext = context && 'mapStyleUrl' in context ? validStyleUrl((context as { mapStyleUrl?: unknown }).mapStyleUrl) : null;
  if (fromContext) return fromContext;
  try {
    const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
    return text ? validStyleUrl((JSON.parse(text) as { mapStyleUrl?: unknown }).mapStyleUrl) : null;
  } catch {
    return null;
  }
}

/** Radius (km, capped at 300) of the visible area: the distance from the centre to a corner. */
export function radiusKm(center: { lat: number; lng: number }, corner: { lat: number; lng: number }): number {
  const R = 6371;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(corner.lat - center.lat);
  const dLng = toRad(corner.lng - center.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(center.lat)) * Math.cos(toRad(corner.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.min(300, Math.max(1, Math.round(2 * R * Math.asin(Math.sqrt(a)))));
}
