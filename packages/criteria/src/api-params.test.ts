import { parseHash } from './codec';
import { toFacetRefreshParams, toSearchParams } from './api-params';

const now = new Date(2024, 4, 15, 10, 0, 0);
const parse = (h: string, flow: 'booking' | 'gifting' | 'activity' | 'hotel' = 'booking') => parseHash(h, { now, flow });

describe('facet refresh criteria (search.md §7)', () => {
  it('sends comma lists, the review floor, prices, facilities without pets, petsAllowed, tags and withActivities', () => {
    const c = parse('#hotelTypes=castle,inn&hotelEnvironments=sea&hotelStyles=design&stars=4,5&hotelScore=8&priceMin=5000&priceMax=20000&facilities=spa,pets&tags=3,4');
    expect(toFacetRefreshParams(c, 'booking')).toEqual({
      hotelType: 'castle,inn',
      hotelEnvironment: 'sea',
      hotelStyle: 'design',
      stars: '4,5',
      minHotelReviewScore: '8',
      priceMin: '5000',
      priceMax: '20000',
      facilities: 'spa',
      petsAllowed: 'true',
      tags: '3,4',
      withActivities: 'true',
    });
  });

  it('uses singleVoucherPriceMin/Max in gifting', () => {
    const p = toFacetRefreshParams(parse('#priceMin=5000&priceMax=20000', 'gifting'), 'gifting');
    expect(p).toMatchObject({ singleVoucherPriceMin: '5000', singleVoucherPriceMax: '20000' });
    expect(p).not.toHaveProperty('priceMin');
  });

  it('sends lat and lng only when the distance filter is active and a position exists', () => {
    expect(toFacetRefreshParams(parse('#lat=45&lng=5&city=1'), 'booking')).not.toHaveProperty('lat');
    expect(toFacetRefreshParams(parse('#lat=45&lng=5&city=1&distanceMax=100'), 'booking')).toMatchObject({ lat: '45', lng: '5', distanceMax: '100' });
    expect(toFacetRefreshParams(parse('#distanceMax=100'), 'booking')).not.toHaveProperty('lat');
  });

  it('sends nothing but withActivities for empty criteria', () => {
    expect(toFacetRefreshParams(parse(''), 'booking')).toEqual({ withActivities: 'true' });
  });
});

describe('search criteria for offers.json', () => {
  it('sends travellers, destination, dates and sort in booking', () => {
    expect(toSearchParams(parse('#a=3&c=1&city=7&theme=2&checkin=2024-06-01&checkout=2024-06-03&sort=promo'), 'booking')).toEqual({
      flow: 'booking', adult: '3', child: '1', baby: '0', singleRoom: 'true', city: '7', theme: '2',
      checkin: '2024-06-01', checkout: '2024-06-03', night: '2', sort: 'promo',
    });
  });

  it('sends no dates in gifting or activity and no sort in activity', () => {
    const c = parse('#checkin=2024-06-01&checkout=2024-06-03&sort=priceQuality');
    expect(toSearchParams(c, 'gifting')).not.toHaveProperty('checkin');
    expect(toSearchParams(c, 'activity')).not.toHaveProperty('checkin');
    expect(toSearchParams(c, 'activity')).not.toHaveProperty('sort');
    expect(toSearchParams(c, 'gifting')).toMatchObject({ adult: '2', child: '0', baby: '0' });
  });
});
