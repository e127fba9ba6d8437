import { SITES, SITE_CODES } from '@storefront/contracts';
import { flowTravellers, isSingleRoom, priceKeys, reviewFloor, shownPromo, splitPets } from './business-rules';
import { firstSelectableDay, isPastSameDayCutoff, lastWindowDay, siteToday } from './dates';
import { CRITERIA_KEYS, HASH_KEYS, WIRE_KEYS, isListKey } from './keys';
import { acceptedSorts, sortOptions } from './sort';

describe('the key table', () => {
  it('gives the hash its keys in the order of search.md §3 and the API its wire keys', () => {
    expect(HASH_KEYS.slice(0, 6)).toEqual(['a', 'c', 'b', 's', 'lat', 'lng']);
    expect(HASH_KEYS).not.toContain('singleVoucherPriceMin');
    expect(HASH_KEYS).not.toContain('hotelId');
    expect(WIRE_KEYS).toEqual(expect.arrayContaining(['singleVoucherPriceMin', 'singleVoucherPriceMax', 'hotelId', 'minHotelReviewScore']));
    expect(['tags', 'hotelTypes', 'stars', 'facilities'].every(isListKey)).toBe(true);
    expect(['a', 'city', 'checkin', 'sort', 'unknown'].some(isListKey)).toBe(false);
    expect(CRITERIA_KEYS.night.max).toBe(20);
  });
});

describe('business rules shared with the API', () => {
  it('fixes the gifting travellers and keeps the others', () => {
    expect(flowTravellers('gifting', { a: 5, c: 2, b: 1 })).toEqual({ a: 2, c: 0, b: 0 });
    expect(flowTravellers('booking', { a: 5, c: 2, b: 1 })).toEqual({ a: 5, c: 2, b: 1 });
  });

  it('single room exactly with children or babies; pets out of the facilities; price keys per flow; the higher review floor', () => {
    expect([isSingleRoom(0, 0), isSingleRoom(1, 0), isSingleRoom(0, 1)]).toEqual([false, true, true]);
    expect(splitPets(['spa', 'pets'])).toEqual({ facilities: ['spa'], pets: true });
    expect(priceKeys('gifting')).toEqual({ min: 'singleVoucherPriceMin', max: 'singleVoucherPriceMax' });
    expect(priceKeys('hotel')).toEqual({ min: 'priceMin', max: 'priceMax' });
    expect([reviewFloor(8, 7), reviewFloor(undefined, 7), reviewFloor(null, undefined)]).toEqual([8, 7, undefined]);
  });

  it('shows promos from 10 % on stays and 5 % on activities', () => {
    expect([shownPromo(9, 'stay'), shownPromo(10, 'stay'), shownPromo(4, 'activity'), shownPromo(5, 'activity'), shownPromo(null, 'stay')]).toEqual([
      null,
      10,
      null,
      5,
      null,
    ]);
  });

  it('offers the distance sort only with lat/lng and no sort in the activity flow, whose one order is the default', () => {
    expect(sortOptions('booking', {})).not.toContain('distance');
    expect(sortOptions('booking', { lat: 1, lng: 2 })).toContain('distance');
    expect(sortOptions('activity', { lat: 1, lng: 2 })).toEqual([]);
    expect(acceptedSorts('activity', {})).toEqual(['priceQuality']);
    expect(acceptedSorts('gifting', {})).toEqual(['priceQuality', 'svPriceDesc', 'svPriceAsc']);
  });
});

describe('today and the 20:00 cut-off on the site clock', () => {
  it('reads the sites’ clocks, in summer and in winter, whatever the machine’s zone', () => {
    for (const code of SITE_CODES) {
      const zone = SITES[code].timeZone;
      expect(firstSelectableDay(new Date('2025-06-10T17:59:00Z'), zone)).toBe('2025-06-10'); // 19:59 CEST
      expect(firstSelectableDay(new Date('2025-06-10T18:00:00Z'), zone)).toBe('2025-06-11'); // 20:00 CEST
      expect(firstSelectableDay(new Date('2025-01-10T18:59:00Z'), zone)).toBe('2025-01-10'); // 19:59 CET
      expect(firstSelectableDay(new Date('2025-01-10T19:00:00Z'), zone)).toBe('2025-01-11'); // 20:00 CET
      expect(siteToday(new Date('2025-01-10T23:30:00Z'), zone)).toBe('2025-01-11');
    }
    expect(isPastSameDayCutoff('2025-06-10', new Date('2025-06-10T18:00:00Z'))).toBe(true);
    expect(isPastSameDayCutoff('2025-06-11', new Date('2025-06-10T18:00:00Z'))).toBe(false);
    expect(lastWindowDay(new Date('2025-01-10T23:30:00Z'))).toBe('2026-01-11');
  });
});
