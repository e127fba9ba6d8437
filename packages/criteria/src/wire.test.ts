import { parseHash } from './codec';
import { toWire } from './api-params';
import { fromWire, wireToHash } from './wire';
import type { Flow } from './types';

const now = new Date(Date.UTC(2024, 4, 15, 8, 0, 0));
const options = { now, timeZone: 'Europe/Paris', defaultLimit: 20, maxLimit: 100 };

/** The browser's hash -> its API request -> the API's criteria -> the API's searchDetails.uri hash. */
function roundTrip(hash: string, flow: Flow): string {
  const wire = fromWire(toWire(parseHash(hash, { now, flow }), flow), options);
  if (wire.criteria === null) throw new Error(JSON.stringify(wire.errors));
  return wireToHash(wire.criteria);
}

describe('accessibility on the wire', () => {
  it('reads the list and sends it back', () => {
    expect(fromWire({ accessibility: 'step_free_access,elevator' }, options).criteria?.accessibility).toEqual(['step_free_access', 'elevator']);
    expect(fromWire({}, options).criteria?.accessibility).toEqual([]);
    expect(toWire(parseHash('#accessibility=hearing_loop', { now, flow: 'booking' }), 'booking').accessibility).toBe('hearing_loop');
  });
});

describe('fromWire: freeCancellation', () => {
  it('reads the flag as the request schema passes it (boolean or its text)', () => {
    for (const [value, expected] of [[true, true], ['true', true], [false, false], [undefined, false]] as const)
      expect(fromWire({ freeCancellation: value }, options).criteria?.freeCancellation).toBe(expected);
  });
});

describe('wireToHash: the hash the API writes in searchDetails.uri', () => {
  it.each<[string, Flow]>([
    ['a=3&c=1&b=1&s=1&city=12&checkin=2024-06-01&checkout=2024-06-03&night=2&tags=3,4&hotelTypes=castle,inn&stars=4,5&priceMin=5000&priceMax=20000&facilities=spa&petsAllowed=1&freeCancellation=1&minHotelReviewScore=8', 'booking'],
    ['a=2&c=0&b=0&lat=48.85&lng=2.35&distanceMin=0&distanceMax=30&sort=distance', 'booking'],
    ['a=2&c=0&b=0&region=5&theme=7&sort=promo&hotelEnvironments=sea&hotelStyles=design', 'booking'],
    ['a=2&c=0&b=0&country=1&priceMin=3000&priceMax=9000&sort=svPriceAsc', 'gifting'],
    ['a=2&c=0&b=0&city=9&tags=11', 'activity'],
  ])('%s (%s) reads back as the same search in the browser', (hash, flow) => {
    const written = roundTrip(hash, flow);
    expect(parseHash(written, { now, flow })).toEqual(parseHash(hash, { now, flow }));
  });

  it('writes gifting price bounds under the hash keys the browser reads, not the wire names', () => {
    const written = roundTrip('a=2&c=0&b=0&priceMin=3000&priceMax=9000', 'gifting');
    expect(written).toContain('priceMin=3000');
    expect(written).not.toContain('singleVoucher');
  });

  it('keeps comma lists readable and leaves the default sort out', () => {
    expect(roundTrip('a=2&c=0&b=0&tags=3,4', 'booking')).toBe('a=2&c=0&b=0&tags=3,4');
  });
});
