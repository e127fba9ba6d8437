import * as text from './index';
import { FACILITIES, ECO_FACILITIES, LANGS, fill, langOf, pick, placeholdersOf, type Localized } from './index';

const isLocalizedLike = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && LANGS.some((lang) => lang in v);

/** Every object in the exported data that carries at least one language key, with its path. */
function collectLocalized(value: unknown, path: string, out: [string, Record<string, unknown>][]): void {
  if (isLocalizedLike(value)) {
    out.push([path, value]);
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => collectLocalized(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) collectLocalized(v, `${path}.${k}`, out);
  }
}

const all: [string, Record<string, unknown>][] = [];
for (const [name, value] of Object.entries(text)) if (typeof value !== 'function') collectLocalized(value, name, all);

describe('localized text', () => {
  it('finds the data', () => {
    expect(all.length).toBeGreaterThan(250);
  });

  it('every entry has exactly the four languages, all non-empty strings', () => {
    const bad = all.filter(
      ([, v]) =>
        Object.keys(v).sort().join() !== [...LANGS].sort().join() ||
        LANGS.some((lang) => typeof v[lang] !== 'string' || (v[lang] as string).trim() === ''),
    );
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('placeholders are the same in every language', () => {
    const bad = all
      .map(([path, v]) => [path, LANGS.map((lang) => placeholdersOf(v[lang] as string).join(','))] as const)
      .filter(([, sets]) => new Set(sets).size > 1);
    expect(bad).toEqual([]);
  });

  it('braces are balanced placeholders only (no typos like {city or city})', () => {
    const bad = all.filter(([, v]) =>
      LANGS.some((lang) => (v[lang] as string).replace(/\{\w+\}/g, '').match(/[{}]/)),
    );
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('texts are not left in English', () => {
    const english = /\b(the|and|with|your|free|room|breakfast|booking)\b/i;
    const bad = all.filter(([, v]) => LANGS.some((lang) => english.test(v[lang] as string)));
    expect(bad.map(([path, v]) => `${path}: ${JSON.stringify(v)}`)).toEqual([]);
  });
});

describe('helpers', () => {
  const item: Localized = { fr: 'Bonjour {name}', es: 'Hola {name}', nl: 'Hallo {name}', it: 'Ciao {name}' };
  it('pick by language or site locale', () => {
    expect(pick(item, 'es')).toBe('Hola {name}');
    expect(pick(item, 'nl_BE')).toBe('Hallo {name}');
    expect(pick(item, 'fr_BE')).toBe('Bonjour {name}');
    expect(() => langOf('en_GB')).toThrow(/Unknown locale/);
  });
  it('fill replaces known placeholders and leaves unknown ones visible', () => {
    expect(fill('{a} et {b}', { a: 1 })).toBe('1 et {b}');
    expect(placeholdersOf('{city}, {region} {city}')).toEqual(['city', 'region']);
  });
});

describe('facilities', () => {
  it('has at least 40 facilities and 15 eco facilities with unique codes', () => {
    expect(FACILITIES.length).toBeGreaterThanOrEqual(40);
    expect(ECO_FACILITIES.length).toBeGreaterThanOrEqual(15);
    const codes = [...FACILITIES, ...ECO_FACILITIES].map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['pets', 'parking', 'spa', 'pool', 'wifi', 'restaurant', 'ev_charging']));
    expect(ECO_FACILITIES.every((f) => f.group === 'eco' && f.code.startsWith('eco-'))).toBe(true);
  });
});
