import { ApiError } from '@storefront/api-client';
import type { Quote } from '../../api/types';
import { checkoutBlock, checkoutHash, missingActivityDates } from './rules';

const quote = {
  offerId: 100018,
  bookable: true,
  priceInfo: { sellPrice: 54500, refPrice: 60000, promoPercentageRounded: 9, moneySaved: 5500, priceType: 'final-price', nbRooms: 1, nights: 2 },
  reservationCriteria: {
    offerId: 100018,
    activityDaySelections: [{ activityId: 501, date: '2026-11-21' }],
    pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
    travelPeriod: { checkinDate: '2026-11-20', checkoutDate: '2026-11-22' },
    minisiteId: null,
  },
  cancellationPolicy: { type: 'FLEXIBLE' },
} as unknown as Quote;

const stay = { checkin: '2026-11-20', checkout: '2026-11-22', nights: 2, a: 2, c: 1, b: 0 };

describe('checkout start', () => {
  it('needs dates first', () => {
    expect(checkoutBlock({ stay: { a: 2, c: 0, b: 0 }, activityIds: [501], activityDates: [], quote })).toBe('noDates');
  });
  it('needs every activity date and flags the missing ones', () => {
    expect(checkoutBlock({ stay, activityIds: [501, 502], activityDates: [{ activityId: 501, date: '2026-11-21' }], quote })).toBe('noActivityDates');
    expect(missingActivityDates([501, 502], [{ activityId: 501, date: '2026-11-21' }])).toEqual([502]);
  });
  it('blocks on an availability or quote error', () => {
    const error = new ApiError(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN', 'x');
    expect(checkoutBlock({ stay, activityIds: [], activityDates: [], quoteError: error })).toBe('noAvailability');
    expect(checkoutBlock({ stay, activityIds: [], activityDates: [], quoteError: new ApiError(400, 'VALIDATION_ERROR', 'x') })).toBe('notBookable');
  });
  it('blocks on an availability error (availabilities or priced offers failed), even with a bookable quote', () => {
    const error = new ApiError(500, 'HTTP_500', 'x');
    expect(checkoutBlock({ stay, activityIds: [], activityDates: [], quote, availabilityError: error })).toBe('noAvailability');
    // dates come first: Book without dates still opens the calendar
    expect(checkoutBlock({ stay: { a: 2, c: 0, b: 0 }, activityIds: [], activityDates: [], availabilityError: error })).toBe('noDates');
  });
  it('blocks a quote that is not bookable', () => {
    expect(checkoutBlock({ stay, activityIds: [], activityDates: [], quote: { ...quote, bookable: false } })).toBe('notBookable');
  });
  it('lets a complete, bookable stay through', () => {
    expect(checkoutBlock({ stay, activityIds: [501], activityDates: [{ activityId: 501, date: '2026-11-21' }], quote })).toBeNull();
  });
  it('puts the reservation criteria in the checkout hash', () => {
    expect(checkoutHash(100015, quote)).toBe('checkin=2026-11-20&checkout=2026-11-22&night=2&a=2&c=1&b=0&id=100015&offerId=100018&activityDates=2026-11-21');
  });
});
