import { parseHash } from './codec';
import { defaultCriteria } from './normalise';
import {
  changeCriteria,
  clearDates,
  clearDestination,
  clearTheme,
  countActiveFilters,
  destinationOf,
  isDistanceFilterActive,
  resetFilters,
  setCriteria,
  setDestination,
  setIncludeAround,
  setLocation,
  setTravellers,
  showsFamilyHint,
  switchFlow,
  withDefaultDates,
} from './rules';
import { sortOptions } from './sort';
import type { SearchState } from './types';

const now = new Date(2024, 4, 15, 10, 0, 0);
// the rules re-normalise with the real clock: pin it
beforeAll(() => jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'setInterval'] }));
afterAll(() => jest.useRealTimers());
const parse = (h: string, flow: SearchState['flow'] = 'booking') => parseHash(h, { now, flow });

describe('destination', () => {
  const full = parse('#city=1&hotel=2&lat=4&lng=5&distanceMin=3&distanceMax=100&theme=7&sort=distance&tags=1');

  it('clearing removes city, hotel, areas, position and distance, keeping the rest', () => {
    const c = clearDestination({ ...parse('#region=9&poi=3'), ...full });
    for (const k of ['city', 'hotel', 'searesort', 'skiresort', 'touristicregion', 'poi', 'region', 'department', 'country', 'lat', 'lng', 'distanceMin', 'distanceMax']) {
      expect(c).not.toHaveProperty(k);
    }
    expect(c).toMatchObject({ theme: '7', tags: ['1'] });
    expect(c).not.toHaveProperty('sort'); // no position, no distance sort
  });

  it('choosing a suggestion sets its category and id only', () => {
    const c = setDestination(full, { id: '88', category: 'searesort' }, 'booking');
    expect(c.searesort).toBe('88');
    expect(c).not.toHaveProperty('city');
    expect(c).not.toHaveProperty('lat');
    expect(destinationOf(c)).toEqual({ category: 'searesort', id: '88' });
  });

  it('a location search clears city, hotel and areas and sets the distance to the city minimum and the chosen distance', () => {
    const c = setLocation(parse('#city=1&region=4&hotel=3'), { lat: 45.1, lng: 5.7, distanceMax: 300, cityMinimum: 15 }, 'booking');
    expect(c).toMatchObject({ lat: 45.1, lng: 5.7, distanceMin: 15, distanceMax: 300 });
    expect(c).not.toHaveProperty('city');
    expect(c).not.toHaveProperty('hotel');
    expect(c).not.toHaveProperty('region');
    expect(setLocation(defaultCriteria(), { lat: 1, lng: 2 }, 'booking')).toMatchObject({ distanceMin: 0, distanceMax: 200 });
  });

  it("'Include offers around' turns the distance filter on and off", () => {
    const city = parse('#city=1&lat=4&lng=5');
    expect(isDistanceFilterActive(city)).toBe(false);
    const on = setIncludeAround(city, true, 'booking', 10);
    expect(isDistanceFilterActive(on)).toBe(true);
    expect(on).toMatchObject({ distanceMin: 10, distanceMax: 300, city: '1' });
    expect(isDistanceFilterActive(setIncludeAround(on, false, 'booking'))).toBe(false);
  });
});

describe('travellers', () => {
  const base = defaultCriteria();
  it('accepts changes inside 1-20 / 0-10 / 0-10 and ignores the others', () => {
    expect(setTravellers(base, 'a', 20, 'booking').a).toBe(20);
    expect(setTravellers(base, 'a', 21, 'booking')).toBe(base);
    expect(setTravellers(base, 'a', 0, 'booking')).toBe(base);
    expect(setTravellers(base, 'c', 11, 'booking')).toBe(base);
    expect(setTravellers(base, 'b', -1, 'booking')).toBe(base);
    expect(setTravellers(base, 'b', 1.5, 'booking')).toBe(base);
  });

  it('forces single room with children or babies and clears it without', () => {
    const withChild = setTravellers(base, 'c', 1, 'booking');
    expect(withChild.s).toBe(true);
    expect(setTravellers(withChild, 'c', 0, 'booking').s).toBe(false);
    expect(setTravellers(base, 'b', 2, 'booking').s).toBe(true);
  });

  it('cannot change travellers in gifting', () => {
    expect(setTravellers(base, 'a', 4, 'gifting')).toBe(base);
  });

  it('shows the family hint with children or babies unless the theme is 39', () => {
    expect(showsFamilyHint(parse('#c=1'))).toBe(true);
    expect(showsFamilyHint(parse('#b=1&theme=12'))).toBe(true);
    expect(showsFamilyHint(parse('#c=1&theme=39'))).toBe(false);
    expect(showsFamilyHint(parse('#a=3'))).toBe(false);
  });
});

describe('criteria changes drop the page', () => {
  it('removes page and keeps flow', () => {
    const state: SearchState = { flow: 'hotel', page: 4, criteria: parse('#city=1', 'hotel') };
    const next = changeCriteria(state, { stars: [4] }, { now });
    expect(next).toEqual({ flow: 'hotel', criteria: { ...state.criteria, stars: [4] } });
    expect(changeCriteria(state, { theme: '3' }, { now, from: 'searchbar' }).from).toBe('searchbar');
  });

  it('replaces the criteria with setCriteria (removed keys stay removed)', () => {
    const state: SearchState = { flow: 'booking', page: 3, criteria: parse('#city=1&priceMax=5000&stars=4') };
    const next = setCriteria(state, resetFilters(state.criteria, 'booking'), { now });
    expect(next).toEqual({ flow: 'booking', criteria: parse('#city=1') });
  });

  it('normalises patched values', () => {
    const state: SearchState = { flow: 'booking', criteria: parse('') };
    expect(changeCriteria(state, { a: 50, priceMin: 100 }, { now }).criteria).toMatchObject({ a: 20 });
    expect(changeCriteria(state, { a: 50, priceMin: 100 }, { now }).criteria).not.toHaveProperty('priceMin');
  });
});

describe('dates', () => {
  it('keeps dates from defaults only when their check-in is in the future', () => {
    const c = parse('#city=1');
    expect(withDefaultDates(c, { checkin: '2024-06-01', checkout: '2024-06-02' }, 'booking', now)).toMatchObject({ checkin: '2024-06-01', checkout: '2024-06-02' });
    expect(withDefaultDates(c, { checkin: '2024-05-01', checkout: '2024-05-02' }, 'booking', now)).not.toHaveProperty('checkin');
    const own = parse('#checkin=2024-07-01&checkout=2024-07-02');
    expect(withDefaultDates(own, { checkin: '2024-06-01', checkout: '2024-06-02' }, 'booking', now).checkin).toBe('2024-07-01');
  });

  it('never puts default dates over flexible dates, and Clear removes a weekend', () => {
    const weekend = parse('#city=1&weekend=2024-07');
    expect(weekend.weekend).toBe('2024-07');
    expect(withDefaultDates(weekend, { checkin: '2024-06-01', checkout: '2024-06-02' }, 'booking', now)).toEqual(weekend);
    expect(clearDates(weekend).weekend).toBeUndefined();
  });

  it('clear removes both dates and the nights', () => {
    const c = clearDates(parse('#checkin=2024-07-01&checkout=2024-07-02'));
    expect(c).not.toHaveProperty('checkin');
    expect(c).not.toHaveProperty('checkout');
    expect(c).not.toHaveProperty('night');
  });

  it('clearing the theme removes it only', () => {
    const c = parse('#city=3&theme=39&checkin=2024-07-01&checkout=2024-07-02&tags=1');
    const { theme, ...rest } = c;
    expect(theme).toBe('39');
    expect(clearTheme(c)).toEqual(rest);
    expect(c.theme).toBe('39');
  });
});

describe('flow switching', () => {
  const booking: SearchState = {
    flow: 'booking',
    page: 2,
    criteria: parse('#a=3&c=1&city=7&checkin=2024-06-01&checkout=2024-06-03&sort=promo&stars=4&theme=5'),
  };

  it('to activity clears criteria and remembers them', () => {
    const r = switchFlow(booking, 'activity', undefined, now);
    expect(r.state).toEqual({ flow: 'activity', criteria: defaultCriteria('activity') });
    expect(r.remembered).toBe(booking.criteria);
  });

  it('away from activity restores the location and future dates', () => {
    const { state: act, remembered } = switchFlow(booking, 'activity', undefined, now);
    const back = switchFlow(act, 'booking', remembered, now);
    expect(back.state.criteria).toMatchObject({ city: '7', checkin: '2024-06-01', checkout: '2024-06-03' });
    expect(back.state).not.toHaveProperty('page');
    expect(back.remembered).toBeUndefined();
  });

  it('away from activity uses the activity search location when there is one, and drops past dates', () => {
    const act: SearchState = { flow: 'activity', criteria: parse('#region=4', 'activity') };
    const remembered = { ...booking.criteria, checkin: '2024-05-01', checkout: '2024-05-02' };
    const back = switchFlow(act, 'hotel', remembered, now).state.criteria;
    expect(back.region).toBe('4');
    expect(back).not.toHaveProperty('city');
    expect(back).not.toHaveProperty('checkin');
  });

  it('to gifting fixes travellers and keeps only the priceQuality or distance sort', () => {
    const g = switchFlow(booking, 'gifting', undefined, now).state;
    expect(g.criteria).toMatchObject({ a: 2, c: 0, b: 0, s: false, city: '7' });
    expect(g.criteria).not.toHaveProperty('sort');
    const withDistance: SearchState = { flow: 'booking', criteria: parse('#lat=1&lng=2&distanceMax=50&sort=distance') };
    expect(switchFlow(withDistance, 'gifting', undefined, now).state.criteria.sort).toBe('distance');
  });

  it('to hotel drops the theme (the hotel flow has no theme field to see or clear it with)', () => {
    const hotel = switchFlow(booking, 'hotel', undefined, now).state.criteria;
    expect(hotel).not.toHaveProperty('theme');
    expect(hotel).toMatchObject({ city: '7', checkin: '2024-06-01', stars: [4] });
    expect(parse('#theme=5', 'hotel')).not.toHaveProperty('theme');
  });

  it('drops sorts the new flow does not allow', () => {
    expect(switchFlow(booking, 'hotel', undefined, now).state.criteria).not.toHaveProperty('sort');
    const popular: SearchState = { flow: 'booking', criteria: parse('#sort=popularity') };
    expect(switchFlow(popular, 'hotel', undefined, now).state.criteria.sort).toBe('popularity');
  });
});

describe('sort options per flow (search.md §5)', () => {
  const withPos = parse('#lat=1&lng=2');
  const noPos = parse('');
  it.each([
    ['booking', noPos, ['priceQuality', 'promo', 'priceAsc', 'popularity']],
    ['booking', withPos, ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']],
    ['hotel', noPos, ['priceQuality', 'priceAsc', 'popularity']],
    ['gifting', noPos, ['priceQuality', 'svPriceDesc', 'svPriceAsc']],
    ['gifting', withPos, ['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc']],
    ['activity', withPos, []],
  ] as const)('%s', (flow, criteria, expected) => {
    expect(sortOptions(flow, criteria)).toEqual(expected);
  });
});

describe('filters', () => {
  it('counts selected options, budget and distance only off their bounds', () => {
    expect(countActiveFilters(parse(''))).toBe(0);
    expect(countActiveFilters(parse('#tags=1,2&stars=4,5&facilities=spa&petsAllowed=1&hotelScore=9&hotelTypes=a&hotelEnvironments=b&hotelStyles=c'))).toBe(10);
    expect(countActiveFilters(parse('#freeCancellation=1&stars=4'))).toBe(2);
    expect(countActiveFilters(parse('#accessibility=elevator,hearing_loop&stars=4'))).toBe(3);
    expect(countActiveFilters(parse('#priceMin=5000'))).toBe(1);
    expect(countActiveFilters(parse('#priceMin=900&priceMax=25000'))).toBe(0);
    expect(countActiveFilters(parse('#distanceMin=0&distanceMax=300'))).toBe(0);
    expect(countActiveFilters(parse('#distanceMin=0&distanceMax=120'))).toBe(1);
  });

  it("'Reset all filters' clears them and keeps destination, dates and travellers", () => {
    const c = resetFilters(parse('#city=1&c=1&checkin=2024-06-01&checkout=2024-06-02&tags=1&stars=4&priceMax=5000&distanceMax=50&lat=1&lng=1&petsAllowed=1&freeCancellation=1'), 'booking');
    expect(countActiveFilters(c)).toBe(0);
    expect(c).toMatchObject({ city: '1', c: 1, checkin: '2024-06-01' });
  });

  it('keeps the search radius of a location search on reset', () => {
    const c = resetFilters(parse('#lat=1&lng=1&distanceMin=0&distanceMax=100&stars=3'), 'booking');
    expect(c).toMatchObject({ distanceMax: 100, stars: [] });
    // the radius is part of the location, not a filter: nothing is left to reset (the Filter button reads 'Filter')
    expect(countActiveFilters(c)).toBe(0);
    expect(countActiveFilters(parse('#lat=1&lng=1&distanceMin=0&distanceMax=200&stars=3'))).toBe(1);
  });
});
