import * as text from './index';
import {
  ACTIVITY_LINES,
  ACTIVITY_TAG_GROUPS,
  ACTIVITY_THEME_IDS,
  ACTIVITY_UNIVERSES,
  ECO_FACILITIES,
  FACILITIES,
  FAMILY_THEME_ID,
  GIFT_BOXES,
  HOTEL_ENVIRONMENTS,
  HOTEL_NAME_PATTERNS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  LANGS,
  OFFER_HEADWORDS,
  OFFER_TITLES,
  REVIEW_NEGATIVE,
  REVIEW_POSITIVE,
  REVIEW_TRIP_TYPES,
  ROOM_TYPES,
  BEDDINGS,
  THEMES,
  fill,
  langOf,
  pick,
  placeholdersOf,
  type Localized,
} from './index';

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
    expect(all.length).toBeGreaterThan(800);
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

describe('themes and offers', () => {
  it('has the family theme 39, the activity themes 985 to 992 and at least 15 more, with unique ids', () => {
    const ids = THEMES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(FAMILY_THEME_ID);
    expect(THEMES.filter((t) => t.kind === 'activity').map((t) => t.id)).toEqual([...ACTIVITY_THEME_IDS]);
    expect(THEMES.filter((t) => t.kind === 'stay').length).toBeGreaterThanOrEqual(16);
  });

  it('every stay theme has offer titles and headwords; every activity universe has a theme of kind activity', () => {
    for (const t of THEMES.filter((x) => x.kind === 'stay')) {
      expect(OFFER_TITLES[t.id]?.length).toBeGreaterThan(0);
      expect(OFFER_HEADWORDS[t.id]?.length).toBeGreaterThan(0);
    }
    const activityThemes = new Set<number>(ACTIVITY_THEME_IDS);
    for (const u of ACTIVITY_UNIVERSES) {
      expect(activityThemes.has(u.themeId)).toBe(true);
      expect(u.products.length).toBeGreaterThan(0);
    }
    expect(new Set(ACTIVITY_UNIVERSES.map((u) => u.code)).size).toBe(ACTIVITY_UNIVERSES.length);
  });

  it('programme activities have unique ids, valid themes and schedules, and are all in a search tag group', () => {
    const themeIds = new Set(THEMES.map((t) => t.id));
    const ids = ACTIVITY_LINES.map((a) => a.activityId);
    expect(new Set(ids).size).toBe(ids.length);
    const tagged = ACTIVITY_TAG_GROUPS.flatMap((g) => g.activityIds).sort();
    expect(tagged).toEqual([...ids].sort());
    for (const a of ACTIVITY_LINES) {
      expect(a.themeIds.every((id) => themeIds.has(id))).toBe(true);
      expect(a.duration).toBeGreaterThan(0);
      for (const s of a.schedules) {
        expect(s.from).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(s.to > s.from).toBe(true);
      }
    }
  });

  it('gift boxes reference known themes and have unique codes', () => {
    const themeIds = new Set(THEMES.map((t) => t.id));
    expect(new Set(GIFT_BOXES.map((b) => b.code)).size).toBe(GIFT_BOXES.length);
    for (const b of GIFT_BOXES) expect(themeIds.has(b.themeId)).toBe(true);
  });
});

describe('hotels and rooms', () => {
  it('name patterns only use known hotel types and {name}/{city}', () => {
    const types = new Set(HOTEL_TYPES.map((t) => t.code));
    for (const p of HOTEL_NAME_PATTERNS) {
      expect(p.hotelTypes.every((t) => types.has(t))).toBe(true);
      for (const lang of LANGS) expect(['city', 'name']).toEqual(expect.arrayContaining(placeholdersOf(p.pattern[lang])));
    }
    for (const t of types) expect(HOTEL_NAME_PATTERNS.some((p) => p.hotelTypes.includes(t))).toBe(true);
    expect(new Set(HOTEL_ENVIRONMENTS.map((e) => e.code)).size).toBe(HOTEL_ENVIRONMENTS.length);
    expect(new Set(HOTEL_STYLES.map((e) => e.code)).size).toBe(HOTEL_STYLES.length);
  });

  it('room types have coherent capacities, sizes and beddings', () => {
    for (const r of ROOM_TYPES) {
      expect(r.maxCapacity).toBeGreaterThanOrEqual(r.capacity);
      expect(r.sizeM2[1]).toBeGreaterThanOrEqual(r.sizeM2[0]);
      expect(r.beddings.every((i) => BEDDINGS[i] !== undefined)).toBe(true);
    }
  });
});

describe('reviews', () => {
  it('has at least 25 positive and 25 negative comments and the five trip types', () => {
    expect(REVIEW_POSITIVE.length).toBeGreaterThanOrEqual(25);
    expect(REVIEW_NEGATIVE.length).toBeGreaterThanOrEqual(25);
    expect(REVIEW_TRIP_TYPES.map((t) => t.type)).toEqual(['COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS']);
    for (const lang of LANGS) {
      expect(new Set(REVIEW_POSITIVE.map((c) => c[lang])).size).toBe(REVIEW_POSITIVE.length);
      expect(new Set(REVIEW_NEGATIVE.map((c) => c[lang])).size).toBe(REVIEW_NEGATIVE.length);
    }
  });
});
