// Real places: names and coordinates (WGS84, 4 decimals). Ids are stable: never renumber, append new places with new ids.
import type { Country } from './types';

// prettier-ignore
export const COUNTRIES: readonly Country[] = [
  { id: 1, category: 'country', slug: 'france', name: { fr: 'France', es: 'Francia', nl: 'Frankrijk', it: 'Francia' }, country: 'FR', lat: 46.6034, lng: 1.8883, bounds: [{south: 41.3, west: -5.2, north: 51.15, east: 9.6}] },
  { id: 2, category: 'country', slug: 'espana', name: { fr: 'Espagne', es: 'España', nl: 'Spanje', it: 'Spagna' }, country: 'ES', lat: 40.4637, lng: -3.7492, bounds: [{south: 35.9, west: -9.4, north: 43.8, east: 4.4}, {south: 27.6, west: -18.2, north: 29.5, east: -13.4}] },
  { id: 3, category: 'country', slug: 'belgique', name: { fr: 'Belgique', es: 'Bélgica', nl: 'België', it: 'Belgio' }, country: 'BE', lat: 50.5039, lng: 4.4699, bounds: [{south: 49.49, west: 2.54, north: 51.51, east: 6.41}] },
  { id: 4, category: 'country', slug: 'nederland', name: { fr: 'Pays-Bas', es: 'Países Bajos', nl: 'Nederland', it: 'Paesi Bassi' }, country: 'NL', lat: 52.1326, lng: 5.2913, bounds: [{south: 50.75, west: 3.35, north: 53.56, east: 7.23}] },
  { id: 5, category: 'country', slug: 'italia', name: { fr: 'Italie', es: 'Italia', nl: 'Italië', it: 'Italia' }, country: 'IT', lat: 41.8719, lng: 12.5674, bounds: [{south: 35.4, west: 6.6, north: 47.1, east: 18.6}] },
];
