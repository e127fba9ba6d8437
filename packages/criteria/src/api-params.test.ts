import { parseHash } from './codec';
import { toWire, toWireBody } from './api-params';

const now = new Date(2024, 4, 15, 10, 0, 0);
const parse = (h: string, flow: 'booking' | 'gifting' | 'activity' | 'hotel' = 'booking') => parseHash(h, { now, flow });

// The facet refresh sends the search request's keys, under the same names, without the sort (issue #27: one
// spelling; it used to rename hotelTypes to hotelType and so on, and the API merged both spellings back).
const facetCriteria = (c: ReturnType<typeof parse>, flow: 'booking' | 'gifting') => toWire(c, flow, { sort: false });

describe('facet refresh criteria (search.md §7)', () => {
  it('sends comma lists, the review floor, prices, facilities without pets, petsAllowed and tags, no sort', () => {
    const c = parse('#hotelTypes=castle,inn&hotelEnvironments=sea&hotelStyles=design&stars=4,5&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa,pets&tags=3,4&sort=promo&freeCancellation=1');
    expect(facetCriteria(c, 'booking')).toEqual({
      flow: 'booking',
      a: '2',
      c: '0',
      b: '0',
      hotelTypes: 'castle,inn',
      hotelEnvironments: 'sea',
      hotelStyles: 'design',
      stars: '4,5',
      minHotelReviewScore: '8',
      priceMin: '5000',
      priceMax: '20000',
      facilities: 'spa',
      petsAllowed: 'true',
      freeCancellation: 'true',
      tags: '3,4',
    });
  });

  it('uses singleVoucherPriceMin/Max in gifting', () => {
    const p = facetCriteria(parse('#priceMin=5000&priceMax=20000', 'gifting'), 'gifting');
    expect(p).toMatchObject({ singleVoucherPriceMin: '5000', singleVoucherPriceMax: '20000' });
    expect(p).not.toHaveProperty('priceMin');
  });

  it('sends lat and lng only when the distance filter is active and a position exists', () => {
    expect(facetCriteria(parse('#lat=45&lng=5&city=1'), 'booking')).not.toHaveProperty('lat');
    expect(facetCriteria(parse('#lat=45&lng=5&city=1&distanceMax=100'), 'booking')).toMatchObject({ lat: '45', lng: '5', distanceMax: '100' });
    expect(facetCriteria(parse('#distanceMax=100'), 'booking')).not.toHaveProperty('lat');
  });

  it('sends nothing but the flow and the travellers for empty criteria', () => {
    expect(facetCriteria(parse(''), 'booking')).toEqual({ flow: 'booking', a: '2', c: '0', b: '0' });
  });
});

describe('search criteria for offers.json', () => {
  it('sends the hash keys: travellers, destination, dates, sort and filters in booking', () => {
    expect(toWire(parse('#a=3&c=1&city=7&theme=2&checkin=2024-06-01&checkout=2024-06-03&sort=promo&stars=4&hotelScore=9&facilities=spa,pets'), 'booking')).toEqual({
      flow: 'booking', a: '3', c: '1', b: '0', s: 'true', city: '7', theme: '2',
      checkin: '2024-06-01', checkout: '2024-06-03', night: '2', sort: 'promo', stars: '4', minHotelReviewScore: '9', facilities: 'spa', petsAllowed: 'true',
    });
  });

  it('sends no dates in gifting or activity, no sort in activity, fixed travellers and voucher prices in gifting', () => {
    const c = parse('#checkin=2024-06-01&checkout=2024-06-03&sort=priceQuality&a=4&priceMax=10000');
    expect(toWire(c, 'gifting')).not.toHaveProperty('checkin');
    expect(toWire(c, 'activity')).not.toHaveProperty('checkin');
    expect(toWire(c, 'activity')).not.toHaveProperty('sort');
    expect(toWire(c, 'gifting')).toMatchObject({ a: '2', c: '0', b: '0', singleVoucherPriceMax: '10000' });
  });

  it('searches the city without the distance filter and around its position with it', () => {
    expect(toWire(parse('#city=7&lat=45&lng=5'), 'booking')).not.toHaveProperty('lat');
    expect(toWire(parse('#city=7&lat=45&lng=5&distanceMin=0&distanceMax=50'), 'booking')).toMatchObject({ city: '7', lat: '45', lng: '5', distanceMax: '50' });
  });

  it('gives a JSON body with numbers for POST calls', () => {
    expect(toWireBody(parse('#a=3&city=7&tags=1,2&checkin=2024-06-01&checkout=2024-06-02&petsAllowed=1'), 'booking')).toEqual({
      flow: 'booking', a: 3, c: 0, b: 0, city: 7, checkin: '2024-06-01', checkout: '2024-06-02', night: 1, tags: '1,2', petsAllowed: true,
    });
  });

  it('keeps a list holding one id a string in the body, like a longer list', () => {
    expect(toWireBody(parse('#tags=4&stars=5&facilities=12&hotelTypes=3'), 'booking')).toMatchObject({ tags: '4', stars: '5', facilities: '12', hotelTypes: '3' });
  });
});
