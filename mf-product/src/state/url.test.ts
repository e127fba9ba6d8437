import fc from 'fast-check';
import { parseActivityDates, parseProductUrl, serialiseProductHash } from './url';

const now = new Date(2026, 10, 10, 12); // 10 Nov 2026, noon

describe('product URL', () => {
  it('reads the hash parameters of a stay and the flow of the query', () => {
    const url = parseProductUrl({ search: '?flow=booking', hash: '#checkin=2026-11-20&checkout=2026-11-22&a=3&c=1&b=0&offerId=100018&activityDates=2026-11-20' }, now);
    expect(url.flow).toBe('booking');
    expect(url.hash).toMatchObject({ checkin: '2026-11-20', checkout: '2026-11-22', nights: 2, a: 3, c: 1, b: 0, offerId: 100018, activityDates: ['2026-11-20'] });
    expect(url.invalid).toEqual([]);
  });

  it('defaults travellers to 2/0/0 and the flow to booking', () => {
    const url = parseProductUrl({ search: '', hash: '' }, now);
    expect(url.flow).toBe('booking');
    expect(url.hash).toMatchObject({ a: 2, c: 0, b: 0 });
    expect(url.hash.checkin).toBeUndefined();
  });

  it.each([
    ['impossible date', '#checkin=2026-02-30&checkout=2026-03-02'],
    ['past date', '#checkin=2026-11-01&checkout=2026-11-03'],
    ['checkout before checkin', '#checkin=2026-11-20&checkout=2026-11-19'],
    ['more than a year ahead', '#checkin=2028-01-01&checkout=2028-01-03'],
    ['malformed', '#checkin=hello&checkout=world'],
  ])('drops an %s and reports it', (_name, hash) => {
    const url = parseProductUrl({ search: '', hash }, now);
    expect(url.hash.checkin).toBeUndefined();
    expect(url.hash.checkout).toBeUndefined();
    expect(url.invalid).toContain('checkin');
  });

  it('drops travellers out of bounds and reports them', () => {
    const url = parseProductUrl({ search: '', hash: '#a=0&c=11&b=-1' }, now);
    expect(url.hash).toMatchObject({ a: 2, c: 0, b: 0 });
    expect(url.invalid).toEqual(['a', 'c', 'b']);
  });

  it.each([
    ['0', 0],
    ['50', 50],
    ['-1', -1],
    ['1000', 1000],
  ])('on the activity page, keeps an integer a=%s as given (the page clamps it to its price keys), without a warning', (a, expected) => {
    const url = parseProductUrl({ search: '', hash: `#a=${a}` }, now, { activity: true });
    expect(url.hash.a).toBe(expected);
    expect(url.invalid).toEqual([]);
  });

  it.each(['abc', '2.5', '', '3x'])('on the activity page, a non-numeric a=%p falls back to the default 2 and is reported', (a) => {
    const url = parseProductUrl({ search: '', hash: `#a=${a}` }, now, { activity: true });
    expect(url.hash.a).toBe(2);
    expect(url.invalid).toEqual(['a']);
  });

  it('sets two adults and the gift nights in gifting', () => {
    const url = parseProductUrl({ search: '?flow=gifting', hash: '' }, now);
    expect(url.hash.giftAdult).toBe(2);
    expect(url.hash.giftNights).toBe(1);
  });

  it('writes activity dates joined by a dash and keeps empty slots', () => {
    const hash = serialiseProductHash({ a: 2, c: 0, b: 0, activityDates: ['', '2026-11-21'] });
    expect(hash).toBe('a=2&c=0&b=0&activityDates=0000-00-00-2026-11-21');
    expect(parseActivityDates('0000-00-00-2026-11-21')).toEqual(['', '2026-11-21']);
  });

  it('round-trips a stay', () => {
    const url = parseProductUrl({ search: '', hash: `#${serialiseProductHash({ checkin: '2026-11-20', checkout: '2026-11-23', a: 2, c: 1, b: 1, activityDates: [] })}` }, now);
    expect(url.hash).toMatchObject({ checkin: '2026-11-20', checkout: '2026-11-23', nights: 3, a: 2, c: 1, b: 1 });
  });
});

describe('bad input in the URL', () => {
  const KEYS = ['checkin', 'checkout', 'night', 'a', 'c', 'b', 'giftAdult', 'giftNights', 'hotelId', 'offerId', 'activityDates', 'anchor', 'hotel', 'theme', 'pax', 'giftFormat', 'bucket'];
  const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: -1e12, max: 1e12 }).map(String), fc.constantFrom('%', '%E0%A4%A', '2026-02-30', '9999-99-99', '1e9', 'NaN', '-1', '<script>'));
  it('never throws, keeps travellers and dates within their rules and reports what it dropped', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 12 }), fc.constantFrom('', '?flow=gifting', '?flow=bogus', '?flow=booking'), (pairs, search) => {
        const hash = `#${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
        const url = parseProductUrl({ search, hash }, new Date(2026, 10, 10));
        expect(url.hash.a).toBeGreaterThanOrEqual(1);
        expect(url.hash.a).toBeLessThanOrEqual(20);
        expect(url.hash.c).toBeGreaterThanOrEqual(0);
        expect(url.hash.b).toBeGreaterThanOrEqual(0);
        if (url.hash.checkin) {
          expect(url.hash.checkin >= '2026-11-10').toBe(true);
          expect(url.hash.nights).toBeGreaterThanOrEqual(1);
        }
        expect(['booking', 'gifting']).toContain(url.flow);
        // what is kept serialises and parses back to the same stay
        const again = parseProductUrl({ search, hash: serialiseProductHash(url.hash) }, new Date(2026, 10, 10));
        expect(again.hash).toEqual(url.hash);
        expect(again.invalid).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
