import fc from 'fast-check';
import { parseHash, parseQuery, parseSearchUrl, serialiseHash, serialiseQuery } from './codec';
import { HASH_KEYS } from './keys';
import { normaliseCriteria } from './normalise';
import { TRAVELLER_BOUNDS } from './constants';

// a fixed clock: Wednesday 15 May 2024, 10:00 local time
const now = new Date(2024, 4, 15, 10, 0, 0);
const opts = { now };

describe('parseHash: defaults and every key', () => {
  it('gives the default travellers 2/0/0 and no filters for an empty hash', () => {
    for (const h of ['', '#', '#&&&', '#=', '#a']) {
      const c = parseHash(h, opts);
      expect(c).toEqual({ a: 2, c: 0, b: 0, s: false, tags: [], hotelTypes: [], hotelEnvironments: [], hotelStyles: [], stars: [], facilities: [], petsAllowed: false, accessibility: [], freeCancellation: false });
    }
  });

  it('reads every hash key of search.md §3', () => {
    const c = parseHash(
      '#a=3&c=1&b=1&lat=48.85&lng=2.35&city=75056&hotel=12&theme=4&checkin=2024-06-01&checkout=2024-06-03' +
        '&distanceMin=10&distanceMax=150&sort=distance&tags=5,6&hotelTypes=castle,INN&hotelEnvironments=sea' +
        '&hotelStyles=design&stars=4,5&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa,pool&petsAllowed=true&accessibility=elevator,hearing_loop&freeCancellation=1&minHotelReviewScore=7.5',
      opts,
    );
    expect(c).toEqual({
      a: 3, c: 1, b: 1, s: true, lat: 48.85, lng: 2.35, city: '75056', hotel: '12', theme: '4',
      checkin: '2024-06-01', checkout: '2024-06-03', night: 2, distanceMin: 10, distanceMax: 150, sort: 'distance',
      tags: ['5', '6'], hotelTypes: ['castle', 'inn'], hotelEnvironments: ['sea'], hotelStyles: ['design'], stars: [4, 5],
      hotelScore: 8, priceMin: 5000, priceMax: 20000, facilities: ['spa', 'pool'], petsAllowed: true, accessibility: ['elevator', 'hearing_loop'], freeCancellation: true, minHotelReviewScore: 7.5,
    });
  });

  it('reads every destination area key when no position is given', () => {
    const c = parseHash('#searesort=1&skiresort=2&touristicregion=3&region=4&department=5&country=8&poi=7', opts);
    expect(c).toMatchObject({ searesort: '1', skiresort: '2', touristicregion: '3', region: '4', department: '5', country: '8', poi: '7' });
  });

  it('clears the destination area keys when a position (lat/lng) is used, keeping city and hotel', () => {
    const c = parseHash('#lat=45&lng=5&region=4&poi=7&country=8&city=9&hotel=3', opts);
    expect(c).toMatchObject({ lat: 45, lng: 5, city: '9', hotel: '3' });
    for (const k of ['searesort', 'skiresort', 'touristicregion', 'region', 'department', 'country', 'poi']) expect(c).not.toHaveProperty(k);
  });

  it('drops a half position and positions out of range', () => {
    expect(parseHash('#lat=45', opts)).not.toHaveProperty('lat');
    expect(parseHash('#lat=91&lng=2', opts)).not.toHaveProperty('lat');
    expect(parseHash('#lat=45&lng=-181', opts)).not.toHaveProperty('lng');
    expect(parseHash('#lat=45&lng=abc&region=3', opts)).toMatchObject({ region: '3' });
  });
});

describe('parseHash: travellers', () => {
  it('clamps out-of-range counts to 1-20 / 0-10 / 0-10', () => {
    expect(parseHash('#a=0&c=-1&b=99', opts)).toMatchObject({ a: 1, c: 0, b: 10 });
    expect(parseHash('#a=999999999999&c=11', opts)).toMatchObject({ a: 20, c: 10 });
    expect(parseHash('#a=2.7', opts)).toMatchObject({ a: 2 });
  });

  it('uses the defaults for text in numeric fields', () => {
    expect(parseHash('#a=two&c=1e3&b=0x5', opts)).toMatchObject({ a: 2, c: 0, b: 0 });
    expect(parseHash('#a=&c=NaN&b=Infinity', opts)).toMatchObject({ a: 2, c: 0, b: 0 });
  });

  it('forces single room with children or babies and clears it otherwise', () => {
    expect(parseHash('#c=1', opts).s).toBe(true);
    expect(parseHash('#b=2', opts).s).toBe(true);
    expect(parseHash('#s=1', opts).s).toBe(false);
    expect(parseHash('#s=1&a=1', opts).s).toBe(false);
  });

  it('fixes gifting travellers at 2/0/0', () => {
    expect(parseHash('#a=5&c=2&b=1', { ...opts, flow: 'gifting' })).toMatchObject({ a: 2, c: 0, b: 0, s: false });
  });

  it('keeps the counts inside their bounds for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, c, b) => {
        const r = parseHash(`#a=${encodeURIComponent(a)}&c=${encodeURIComponent(c)}&b=${encodeURIComponent(b)}`, opts);
        return (
          r.a >= TRAVELLER_BOUNDS.a.min && r.a <= TRAVELLER_BOUNDS.a.max && Number.isInteger(r.a) &&
          r.c >= 0 && r.c <= 10 && r.b >= 0 && r.b <= 10 && r.s === (r.c + r.b > 0)
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseHash: dates', () => {
  it('keeps future dates and computes the nights', () => {
    expect(parseHash('#checkin=2024-05-20&checkout=2024-05-23', opts)).toMatchObject({ checkin: '2024-05-20', checkout: '2024-05-23', night: 3 });
  });

  it('drops past check-ins (with their check-out)', () => {
    const c = parseHash('#checkin=2024-05-14&checkout=2024-05-16', opts);
    expect(c).not.toHaveProperty('checkin');
    expect(c).not.toHaveProperty('checkout');
  });

  it('accepts today before 20:00 but not from 20:00', () => {
    expect(parseHash('#checkin=2024-05-15&checkout=2024-05-16', opts).checkin).toBe('2024-05-15');
    const evening = new Date(2024, 4, 15, 20, 0, 0);
    expect(parseHash('#checkin=2024-05-15&checkout=2024-05-16', { now: evening })).not.toHaveProperty('checkin');
  });

  it('drops bad dates: impossible days, wrong formats, markup', () => {
    for (const d of ['2024-02-30', '2024-13-01', '2024-6-1', '01/06/2024', '2024-06-01T00:00', '<b>2024-06-01</b>', 'tomorrow', '99999-01-01']) {
      expect(parseHash(`#checkin=${encodeURIComponent(d)}&checkout=2024-06-05`, opts)).not.toHaveProperty('checkin');
    }
  });

  it('drops a check-out on or before the check-in but keeps the check-in', () => {
    for (const out of ['2024-06-01', '2024-05-30', 'x']) {
      const c = parseHash(`#checkin=2024-06-01&checkout=${out}`, opts);
      expect(c.checkin).toBe('2024-06-01');
      expect(c).not.toHaveProperty('checkout');
    }
  });

  it('drops check-ins more than one year (365 days) ahead', () => {
    expect(parseHash('#checkin=2025-05-15&checkout=2025-05-16', opts).checkin).toBe('2025-05-15');
    expect(parseHash('#checkin=2025-05-16&checkout=2025-05-17', opts)).not.toHaveProperty('checkin');
  });

  it('keeps a valid night count only without both dates', () => {
    expect(parseHash('#night=2', opts).night).toBe(2);
    expect(parseHash('#night=0', opts)).not.toHaveProperty('night');
    expect(parseHash('#night=abc', opts)).not.toHaveProperty('night');
    expect(parseHash('#night=20', opts).night).toBe(20);
    expect(parseHash('#night=21', opts)).not.toHaveProperty('night');
    expect(parseHash('#checkin=2024-06-01&checkout=2024-06-21', opts).checkout).toBe('2024-06-21');
    expect(parseHash('#checkin=2024-06-01&checkout=2024-06-22', opts)).not.toHaveProperty('checkout');
    expect(parseHash('#night=5&checkin=2024-06-01&checkout=2024-06-02', opts).night).toBe(1);
  });
});

describe('parseHash: filters and sort', () => {
  it('stores prices in cents, dropping bounds at 9 € and below or 250 € and above', () => {
    expect(parseHash('#priceMin=900&priceMax=25000', opts)).not.toHaveProperty('priceMin');
    expect(parseHash('#priceMin=900&priceMax=25000', opts)).not.toHaveProperty('priceMax');
    expect(parseHash('#priceMin=901&priceMax=24999', opts)).toMatchObject({ priceMin: 901, priceMax: 24999 });
  });

  it('uses 1 € as the activity lower bound', () => {
    expect(parseHash('#priceMin=500', { ...opts, flow: 'activity' }).priceMin).toBe(500);
    expect(parseHash('#priceMin=100', { ...opts, flow: 'activity' })).not.toHaveProperty('priceMin');
    expect(parseHash('#priceMin=500', opts)).not.toHaveProperty('priceMin');
  });

  it('swaps reversed price and distance bounds', () => {
    expect(parseHash('#priceMin=20000&priceMax=5000', opts)).toMatchObject({ priceMin: 5000, priceMax: 20000 });
    expect(parseHash('#distanceMin=200&distanceMax=50', opts)).toMatchObject({ distanceMin: 50, distanceMax: 200 });
  });

  it('clamps distances to 0-300 km', () => {
    expect(parseHash('#distanceMin=-5&distanceMax=1000', opts)).toMatchObject({ distanceMin: 0, distanceMax: 300 });
  });

  it('reads accessibility as a list of the known facilities, dropping the others, and writes it back', () => {
    // codes are read in lower case like the other code lists
    expect(parseHash('#accessibility=step_free_access,ramp,Elevator,hearing_loop', opts).accessibility).toEqual(['step_free_access', 'elevator', 'hearing_loop']);
    expect(serialiseHash(parseHash('#accessibility=elevator,step_free_access', opts))).toBe('a=2&c=0&b=0&accessibility=elevator,step_free_access');
  });

  it('reads freeCancellation as a flag, dropping a value that is not one, and writes it as 1', () => {
    expect(parseHash('#freeCancellation=true', opts).freeCancellation).toBe(true);
    expect(parseHash('#freeCancellation=maybe', opts).freeCancellation).toBe(false);
    expect(serialiseHash(parseHash('#freeCancellation=1', opts))).toBe('a=2&c=0&b=0&freeCancellation=1');
  });

  it('moves the pets facility to petsAllowed', () => {
    const c = parseHash('#facilities=spa,pets,pool', opts);
    expect(c.facilities).toEqual(['spa', 'pool']);
    expect(c.petsAllowed).toBe(true);
  });

  it('keeps only stars 3, 4 and 5 and scores 9, 8 and 7', () => {
    expect(parseHash('#stars=1,3,5,5,9,x', opts).stars).toEqual([3, 5]);
    expect(parseHash('#hotelScore=8', opts).hotelScore).toBe(8);
    expect(parseHash('#hotelScore=6', opts)).not.toHaveProperty('hotelScore');
    expect(parseHash('#minHotelReviewScore=42', opts).minHotelReviewScore).toBe(10);
    expect(parseHash('#minHotelReviewScore=-1', opts)).not.toHaveProperty('minHotelReviewScore');
  });

  it('keeps only the sorts the flow allows', () => {
    expect(parseHash('#sort=promo', opts).sort).toBe('promo');
    expect(parseHash('#sort=promo', { ...opts, flow: 'gifting' })).not.toHaveProperty('sort');
    expect(parseHash('#sort=svPriceAsc', { ...opts, flow: 'gifting' }).sort).toBe('svPriceAsc');
    expect(parseHash('#sort=priceQuality', { ...opts, flow: 'activity' })).not.toHaveProperty('sort');
    expect(parseHash('#sort=distance', opts)).not.toHaveProperty('sort');
    expect(parseHash('#sort=distance&lat=1&lng=2', opts).sort).toBe('distance');
    expect(parseHash('#sort=DROP TABLE', opts)).not.toHaveProperty('sort');
  });
});

describe('parseHash: hostile and malformed input', () => {
  it('ignores unknown keys and prototype keys', () => {
    const c = parseHash('#__proto__=x&constructor=y&foo=bar&toString=1&a=3', opts);
    expect(c.a).toBe(3);
    expect(Object.keys(c)).not.toEqual(expect.arrayContaining(['foo']));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(typeof c.toString).toBe('function');
  });

  it('drops markup and script in id and list values', () => {
    const c = parseHash(
      `#city=${encodeURIComponent('<img src=x onerror=alert(1)>')}&theme=${encodeURIComponent('"><script>alert(1)</script>')}&tags=${encodeURIComponent('1,<b>2</b>,3')}&hotelTypes=javascript:alert(1)&hotelStyles=${'x'.repeat(41)}`,
      opts,
    );
    expect(c).not.toHaveProperty('city');
    expect(c).not.toHaveProperty('theme');
    expect(c.tags).toEqual(['1', '3']);
    expect(c.hotelTypes).toEqual([]);
  });

  it('survives broken percent-encoding', () => {
    expect(() => parseHash('#city=%E0%A4%A&a=%', opts)).not.toThrow();
    expect(parseHash('#city=%E0%A4%A&a=3', opts)).toMatchObject({ a: 3 });
  });

  it('takes the last value of a duplicated single key and merges duplicated lists', () => {
    const c = parseHash('#a=1&a=4&tags=1,2&tags=2,3&stars=3&stars=5', opts);
    expect(c.a).toBe(4);
    expect(c.tags).toEqual(['1', '2', '3']);
    expect(c.stars).toEqual([3, 5]);
  });

  it('caps huge lists and ignores huge numbers and ids', () => {
    const tags = Array.from({ length: 500 }, (_, i) => i).join(',');
    expect(parseHash(`#tags=${tags}`, opts).tags).toHaveLength(50);
    expect(parseHash(`#city=${'9'.repeat(11)}`, opts)).not.toHaveProperty('city');
    expect(parseHash('#city=2147483648', opts)).not.toHaveProperty('city');
    expect(parseHash('#city=2147483647&hotel=0&poi=abc&theme=-3', opts)).toEqual(expect.objectContaining({ city: '2147483647' }));
    expect(parseHash('#hotel=0&poi=abc&theme=-3', opts)).not.toEqual(expect.objectContaining({ hotel: expect.anything() }));
    expect(parseHash(`#priceMax=${'9'.repeat(400)}`, opts)).not.toHaveProperty('priceMax');
    expect(parseHash('#distanceMax=1e308', opts)).not.toHaveProperty('distanceMax');
    expect(() => parseHash(`#${'a=1&'.repeat(100000)}`, opts)).not.toThrow();
  });

  it('always returns valid criteria that round-trip through the codec', () => {
    const key = fc.constantFrom(...HASH_KEYS, 'x', '__proto__', '');
    const value = fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String), fc.constantFrom('2024-06-01', '2024-06-04', '<script>', '1,2,3', 'pets'));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 20 }), fc.constantFrom('booking', 'gifting', 'activity', 'hotel' as const), (pairs, flow) => {
        const hash = '#' + pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const c = parseHash(hash, { now, flow });
        const again = parseHash(serialiseHash(c), { now, flow });
        expect(again).toEqual(c);
        expect(normaliseCriteria(c as never, { now, flow })).toEqual(c);
        expect(serialiseHash(c)).not.toMatch(/[<>"']/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('serialiseHash', () => {
  it('writes travellers always, known keys in order, lists as comma lists, flags as 1, and leaves out empties', () => {
    const c = parseHash('#tags=5,6&city=12&c=1&checkin=2024-06-01&checkout=2024-06-02&petsAllowed=1', opts);
    expect(serialiseHash(c)).toBe('a=2&c=1&b=0&s=1&city=12&checkin=2024-06-01&checkout=2024-06-02&night=1&tags=5,6&petsAllowed=1');
    expect(serialiseHash(parseHash('', opts))).toBe('a=2&c=0&b=0');
  });
});

describe('query string', () => {
  it('reads flow (booking by default), a zero-based page and from', () => {
    expect(parseQuery('')).toEqual({ flow: 'booking' });
    expect(parseQuery('?flow=gifting&page=3&from=searchbar')).toEqual({ flow: 'gifting', page: 3, from: 'searchbar' });
    expect(parseQuery('?flow=evil&page=-1&from=<x>')).toEqual({ flow: 'booking' });
    expect(parseQuery('?page=0')).toEqual({ flow: 'booking' });
    expect(parseQuery('?page=abc')).toEqual({ flow: 'booking' });
    expect(parseQuery('?page=999999')).toEqual({ flow: 'booking', page: 999 });
  });

  it('serialises flow always and page only above 0', () => {
    expect(serialiseQuery({ flow: 'hotel', page: 0 })).toEqual({ flow: 'hotel' });
    expect(serialiseQuery({ flow: 'hotel', page: 2, from: 'searchbar' })).toEqual({ flow: 'hotel', page: 2, from: 'searchbar' });
  });

  it('reads a whole URL with flow rules applied to the hash', () => {
    const s = parseSearchUrl({ search: '?flow=gifting', hash: '#a=4&sort=promo' }, opts);
    expect(s.flow).toBe('gifting');
    expect(s.criteria).toMatchObject({ a: 2 });
    expect(s.criteria).not.toHaveProperty('sort');
  });
});
