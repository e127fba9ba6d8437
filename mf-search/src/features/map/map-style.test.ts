import { RUNTIME_CONFIG_ELEMENT_ID } from '@storefront/contracts';
import { configuredStyleUrl, offlineStyle, radiusKm, validStyleUrl } from './map-style';

function page(config: unknown): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  doc.body.appendChild(script);
  return doc;
}

describe('map style', () => {
  it('uses the offline inline style by default (no network source)', () => {
    expect(configuredStyleUrl(null, page({}))).toBeNull();
    const style = offlineStyle();
    expect(style.version).toBe(8);
    expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
  });

  it("reads the production style from the context's mapStyleUrl first, then from the runtime configuration", () => {
    const doc = page({ mapStyleUrl: 'https://tiles.example.com/config.json' });
    expect(configuredStyleUrl({ mapStyleUrl: 'https://maps.example.com/style.json' }, doc)).toBe('https://maps.example.com/style.json');
    expect(configuredStyleUrl({ locale: 'fr_FR' }, doc)).toBe('https://tiles.example.com/config.json');
    expect(configuredStyleUrl({ mapStyleUrl: '/map/style.json' }, page({}))).toBe('/map/style.json');
  });

  it('ignores unusable values', () => {
    expect(['javascript:alert(1)', '//evil.example/style.json', 'style.json', 42, null, 'https://x y'].map(validStyleUrl)).toEqual([null, null, null, null, null, null]);
    expect(configuredStyleUrl(null, page('{not json'))).toBeNull();
    expect(configuredStyleUrl({ mapStyleUrl: 'data:text/json,{}' }, page({}))).toBeNull();
  });

  it('measures the visible radius in km, capped at 300', () => {
    expect(radiusKm({ lat: 48.85, lng: 2.35 }, { lat: 48.85, lng: 2.35 })).toBe(1);
    expect(radiusKm({ lat: 48.85, lng: 2.35 }, { lat: 45.76, lng: 4.84 })).toBe(300);
  });
});
