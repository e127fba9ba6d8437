import {
  ALL_PLACES,
  CITIES,
  COUNTRIES,
  DEPARTMENTS,
  POINTS_OF_INTEREST,
  REGIONS,
  SEA_RESORTS,
  SKI_RESORTS,
  TOURISTIC_REGIONS,
  distanceKm,
  hierarchyOf,
  isInCountry,
  localLangOf,
  parentOf,
  placeById,
  placeOfCategory,
  placesFor,
  type Place,
} from './index';

const LANGS = ['fr', 'es', 'nl', 'it'] as const;

describe('places', () => {
  it('ids are unique across all categories and positive integers', () => {
    const ids = ALL_PLACES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
  });

  it('keeps ids stable for well-known places', () => {
    // Search URLs carry these ids (city=..., poi=...): they must never change.
    const byFrName = (list: readonly Place[], fr: string) => list.find((p) => p.name.fr === fr)?.id;
    expect(byFrName(COUNTRIES, 'France')).toBe(1);
    expect(byFrName(CITIES, 'Paris')).toBe(10001);
    expect(byFrName(REGIONS, 'Île-de-France')).toBe(101);
    expect(byFrName(DEPARTMENTS, 'Paris')).toBe(1001);
    expect(byFrName(SEA_RESORTS, 'Biarritz')).toBe(20001);
    expect(byFrName(SKI_RESORTS, 'Chamonix-Mont-Blanc')).toBe(21001);
    expect(byFrName(TOURISTIC_REGIONS, 'Provence')).toBe(22001);
    expect(byFrName(POINTS_OF_INTEREST, 'Tour Eiffel')).toBe(23001);
  });

  it('meets the minimum counts', () => {
    expect(COUNTRIES).toHaveLength(5);
    const regionsOf = (cc: string) => REGIONS.filter((r) => r.country === cc).length;
    expect(regionsOf('FR')).toBe(13);
    expect(regionsOf('ES')).toBe(17);
    expect(regionsOf('BE')).toBe(3);
    expect(regionsOf('NL')).toBe(12);
    expect(regionsOf('IT')).toBe(20);
    expect(CITIES.length).toBeGreaterThanOrEqual(320);
    const citiesOf = (cc: string) => CITIES.filter((c) => c.country === cc).length;
    expect(citiesOf('FR')).toBeGreaterThanOrEqual(140);
    expect(citiesOf('ES')).toBeGreaterThanOrEqual(60);
    expect(citiesOf('IT')).toBeGreaterThanOrEqual(60);
    expect(citiesOf('BE')).toBeGreaterThanOrEqual(30);
    expect(citiesOf('NL')).toBeGreaterThanOrEqual(30);
    expect(SEA_RESORTS.length).toBeGreaterThanOrEqual(40);
    expect(SKI_RESORTS.length).toBeGreaterThanOrEqual(20);
    expect(TOURISTIC_REGIONS.length).toBeGreaterThanOrEqual(25);
    expect(POINTS_OF_INTEREST.length).toBeGreaterThanOrEqual(60);
  });

  it('every parent exists, has the expected category and the same country', () => {
    for (const place of ALL_PLACES) {
      const refs: [string, number | null | undefined, string][] = [];
      if ('countryId' in place) refs.push(['countryId', place.countryId, 'country']);
      if ('regionId' in place) refs.push(['regionId', place.regionId, 'region']);
      if ('departmentId' in place) refs.push(['departmentId', place.departmentId, 'department']);
      if ('cityId' in place && place.cityId !== null) refs.push(['cityId', place.cityId, 'city']);
      for (const [key, id, category] of refs) {
        const parent = placeById(id as number);
        expect({ place: place.id, key, category: parent?.category, country: parent?.country }).toEqual({
          place: place.id,
          key,
          category,
          country: place.country,
        });
      }
      if ('departmentId' in place) {
        const dept = placeById(place.departmentId);
        expect(dept && 'regionId' in dept && dept.regionId).toBe(place.regionId);
      }
    }
  });

  it('every place has a chain up to its country', () => {
    for (const place of ALL_PLACES) {
      const chain = hierarchyOf(place);
      const top = chain[chain.length - 1];
      expect(top?.category).toBe('country');
      expect(top?.country).toBe(place.country);
    }
    const paris = placeOfCategory('city', 10001);
    expect(paris && hierarchyOf(paris).map((p) => p.category)).toEqual(['city', 'department', 'region', 'country']);
    const tr = TOURISTIC_REGIONS[0] as Place;
    expect(parentOf(tr)?.category).toBe('country');
  });

  it('coordinates have 4 decimals at most and lie inside the country', () => {
    for (const place of ALL_PLACES) {
      expect(Math.round(place.lat * 1e4) / 1e4).toBe(place.lat);
      expect(Math.round(place.lng * 1e4) / 1e4).toBe(place.lng);
      expect({ id: place.id, inside: isInCountry(place.country, place) }).toEqual({ id: place.id, inside: true });
    }
  });

  it('places lie near their department and region (catches swapped or wrong coordinates)', () => {
    for (const place of ALL_PLACES) {
      if (!('departmentId' in place)) continue;
      const dept = placeById(place.departmentId) as Place;
      // Island provinces (Baleares) are the widest departments.
      expect({ id: place.id, far: distanceKm(place, dept) > 200 }).toEqual({ id: place.id, far: false });
    }
    for (const dept of DEPARTMENTS) {
      const region = placeById(dept.regionId) as Place;
      expect({ id: dept.id, far: distanceKm(dept, region) > 350 }).toEqual({ id: dept.id, far: false });
    }
  });

  it('real coordinates of landmarks are right to a few km', () => {
    const near = (id: number | undefined, lat: number, lng: number) => {
      const p = placeById(id as number) as Place;
      expect(distanceKm(p, { lat, lng })).toBeLessThan(5);
    };
    const cityId = (fr: string) => CITIES.find((c) => c.name.fr === fr)?.id;
    near(cityId('Paris'), 48.8566, 2.3522);
    near(cityId('Bruxelles'), 50.8503, 4.3517);
    near(cityId('Florence'), 43.7696, 11.2558);
    near(cityId('Séville'), 37.3891, -5.9845);
    near(cityId('Amsterdam'), 52.3676, 4.9041);
  });

  it('names are given in the four languages, localized where they differ', () => {
    for (const place of ALL_PLACES) for (const lang of LANGS) expect(place.name[lang].trim()).not.toBe('');
    const brussels = CITIES.find((c) => c.name.nl === 'Brussel');
    expect(brussels?.name).toEqual({ fr: 'Bruxelles', es: 'Bruselas', nl: 'Brussel', it: 'Bruxelles' });
    expect(CITIES.find((c) => c.name.nl === 'Antwerpen')?.name).toEqual({
      fr: 'Anvers',
      es: 'Amberes',
      nl: 'Antwerpen',
      it: 'Anversa',
    });
    expect(REGIONS.find((r) => r.name.fr === 'Bretagne')?.name).toEqual({
      fr: 'Bretagne',
      es: 'Bretaña',
      nl: 'Bretagne',
      it: 'Bretagna',
    });
  });

  it('cities have a postal code of their country and a tier', () => {
    const formats: Record<string, RegExp> = { FR: /^\d{5}$/, ES: /^\d{5}$/, IT: /^\d{5}$/, BE: /^\d{4}$/, NL: /^\d{4}$/ };
    for (const city of CITIES) {
      expect({ id: city.id, ok: formats[city.country]?.test(city.postalCode) }).toEqual({ id: city.id, ok: true });
      expect([1, 2, 3, 4, 5]).toContain(city.tier);
      expect(city.population).toBeGreaterThan(0);
    }
    // French postal codes start with the department number (Corsica: 20).
    for (const city of CITIES.filter((c) => c.country === 'FR')) {
      const dept = placeById(city.departmentId) as { code: string };
      const prefix = dept.code.startsWith('2') && /[AB]/.test(dept.code) ? '20' : dept.code;
      expect({ id: city.id, prefix: city.postalCode.slice(0, 2) }).toEqual({ id: city.id, prefix });
    }
    // Spanish postal codes start with the province number.
    for (const city of CITIES.filter((c) => c.country === 'ES')) {
      const dept = placeById(city.departmentId) as { code: string };
      expect({ id: city.id, prefix: city.postalCode.slice(0, 2) }).toEqual({ id: city.id, prefix: dept.code });
    }
  });

  it('slugs are lower-case ascii kebab-case', () => {
    for (const place of ALL_PLACES) expect(place.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('placesFor groups one country and rejects unknown codes', () => {
    const be = placesFor('be');
    expect(be.country.name.nl).toBe('België');
    expect(be.cities.every((c) => c.country === 'BE')).toBe(true);
    expect(be.regions).toHaveLength(3);
    expect(be.seaResorts.map((s) => s.name.nl)).toContain('Knokke-Heist');
    expect(placesFor('FR').skiResorts.length).toBeGreaterThan(0);
    expect(() => placesFor('DE')).toThrow(/Unknown country "DE"/);
  });

  it('localLangOf gives the language spoken at the place', () => {
    const city = (nl: string) => CITIES.find((c) => c.name.nl === nl) as Place;
    expect(localLangOf(city('Brugge'))).toBe('nl');
    expect(localLangOf(city('Luik'))).toBe('fr');
    expect(localLangOf(city('Brussel'))).toBe('fr');
    expect(localLangOf(city('Amsterdam'))).toBe('nl');
    expect(localLangOf(city('Sevilla'))).toBe('es');
    expect(localLangOf(city('Napels'))).toBe('it');
    expect(localLangOf(city('Parijs'))).toBe('fr');
  });

  it('placeOfCategory only returns a place of that category', () => {
    expect(placeOfCategory('city', 10001)?.name.fr).toBe('Paris');
    expect(placeOfCategory('poi', 10001)).toBeUndefined();
    expect(placeById(-1)).toBeUndefined();
  });
});
