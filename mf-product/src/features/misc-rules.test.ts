import { emit } from '@storefront/event-bus';
import { hotelJsonLd, offersState, showsEcoBlock } from './hotel-page/rules';
import { truncate, truncateLimit } from './offer-page/truncate';
import { upsellDifference } from './upsells/rules';
import { addRecentlyViewed, readRecentlyViewed, RECENTLY_VIEWED_MAX } from './recently-viewed/store';
import { reviewsMessage } from './reviews/rules';
import { fillPlaceholders } from '../api/product';

jest.mock('@storefront/event-bus', () => ({ ...jest.requireActual('@storefront/event-bus'), emit: jest.fn() }));

describe('hotel page rules', () => {
  it('shows the eco block from 8 eco facilities', () => {
    expect(showsEcoBlock(new Array(7).fill({}))).toBe(false);
    expect(showsEcoBlock(new Array(8).fill({}))).toBe(true);
  });
  it('chooses skeletons, no availability (with dates) or no offers (without)', () => {
    expect(offersState(true, 0, true)).toBe('loading');
    expect(offersState(false, 0, true)).toBe('noAvailability');
    expect(offersState(false, 0, false)).toBe('noOffers');
    expect(offersState(false, 2, true)).toBe('offers');
  });
  it('emits rating structured data on a 0-10 scale', () => {
    const ld = hotelJsonLd({ label: 'H', stars: 3, location: { address: 'a', latitude: 1, longitude: 2 }, review: { count: 12, average: 8.7 } }, 'http://x/hotel/1');
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 8.7, reviewCount: 12, bestRating: 10, worstRating: 0 });
  });
});

describe('see more', () => {
  it('cuts at 86 characters on mobile and 250 on desktop', () => {
    expect(truncateLimit(true)).toBe(86);
    expect(truncateLimit(false)).toBe(250);
    const text = 'word '.repeat(40);
    expect(truncate(text, 86)!.length).toBeLessThanOrEqual(87);
    expect(truncate('short', 86)).toBeNull();
  });
});

describe('upsells', () => {
  it('uses the difference for the stay nights, else the default', () => {
    const u = { priceDifference: 1000, priceDifferencePerLos: { '1': 800, '2': 1600 } };
    expect(upsellDifference(u, 2)).toBe(1600);
    expect(upsellDifference(u, 3)).toBe(1000);
    expect(upsellDifference(u, undefined)).toBe(1000);
  });
});

describe('recently viewed', () => {
  beforeEach(() => window.localStorage.clear());
  it('keeps the most recent first, de-duplicated, capped, and announces it', () => {
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 2; i++) addRecentlyViewed({ id: String(i), type: 'STAY', label: `s${i}`, uri: `/sejour/${i}` });
    addRecentlyViewed({ id: '3', type: 'STAY', label: 's3', uri: '/sejour/3' });
    addRecentlyViewed({ id: '7', type: 'ACTIVITY', label: 'a7', uri: '/activite/7' });
    const stays = readRecentlyViewed('STAY');
    expect(stays[0]!.id).toBe('3');
    expect(stays).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(new Set(stays.map((s) => s.id)).size).toBe(stays.length);
    expect(readRecentlyViewed('ACTIVITY').map((a) => a.id)).toEqual(['7']);
    expect(emit).toHaveBeenLastCalledWith('recently-viewed', { item: expect.objectContaining({ id: '7', type: 'ACTIVITY' }) });
  });
  it('reads a corrupt store as empty', () => {
    window.localStorage.setItem('storefront.recentlyViewed', '{oops');
    expect(readRecentlyViewed()).toEqual([]);
  });
});

describe('reviews messages', () => {
  it("says 'be the first' without any review", () => expect(reviewsMessage({ totalCount: 0, languageFallback: false, languages: [] }, 'fr_FR')).toBe('beFirst'));
  it('says none in the language when the answer fell back', () =>
    expect(reviewsMessage({ totalCount: 5, languageFallback: true, languages: [{ locale: 'it_IT', count: 5 }] }, 'nl_NL')).toBe('noneInLanguage'));
  it('says nothing with reviews in the language', () => expect(reviewsMessage({ totalCount: 5, languageFallback: false, languages: [{ locale: 'fr_FR', count: 5 }] }, 'fr_FR')).toBeNull());
});

describe('API text placeholders', () => {
  it('fills known values and drops sentences with unknown ones', () => {
    expect(fillPlaceholders('Spacious ({size} m²) with {bedding}. Extra bed for {amount} per night.', { size: 30, bedding: 'a bed' })).toBe('Spacious (30 m²) with a bed.');
  });
});
