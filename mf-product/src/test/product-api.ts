/**
 * Test helpers for the product API module (../api/product): its fetchers mocked, their fixture answers and the
 * fixture clock (setFixtureClock). A test file mocks the module with
 *   jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
 * (a jest.mock factory is hoisted above the imports, so it reaches modules by requiring them: jest.requireActual, as the
 * lint forbids require), then calls answerWithFixtures(mocked) in its beforeEach and overrides there what its tests
 * need otherwise.
 */
import type * as ProductApi from '../api/product';
import { detail, giftCalendar, giftPriceList, pricedOffers, quoteFor, reviews, upsells } from './fixtures';

/** The module as it is, but every exported fetch* function a bare jest.fn() (the mapping helpers stay real). */
export function withMockedFetchers<T extends object>(actual: T): T {
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [name, name.startsWith('fetch') && typeof value === 'function' ? jest.fn() : value]),
  ) as T;
}

/** The fixture answers of the fetchers of the offer page (booking and gifting): the fixture offer, its prices and no availabilities. */
export function answerWithFixtures(mocked: jest.Mocked<typeof ProductApi>) {
  mocked.fetchOfferDetail.mockResolvedValue(detail);
  mocked.fetchPricedOffers.mockResolvedValue(pricedOffers);
  mocked.fetchQuote.mockImplementation(async (_c, offerId) => quoteFor(offerId, 54500));
  mocked.fetchUpsells.mockResolvedValue(upsells);
  mocked.fetchReviews.mockResolvedValue(reviews());
  mocked.fetchAvailabilities.mockResolvedValue({ days: [], nextMonth: null, prevMonth: null, minMonth: '2026-11', maxMonth: '2027-10', adult: 2, child: 0, baby: 0, stepLength: 12, requestedMonths: [] });
  mocked.fetchGiftCalendar.mockResolvedValue(giftCalendar);
  mocked.fetchGiftPriceList.mockResolvedValue(giftPriceList);
}

/** Answers of the gift pages' tests, after answerWithFixtures: no reviews and no upsells (those pages do not show them). */
export function answerWithoutReviewsAndUpsells(mocked: jest.Mocked<typeof ProductApi>) {
  mocked.fetchReviews.mockResolvedValue({ totalCount: 0, score: null, list: [], details: [], page: 0, pageSize: 10, sort: 'DATE_DESC', locale: 'all', languageFallback: false, languages: [] } as never);
  mocked.fetchUpsells.mockResolvedValue({ offerId: 100015, upsells: [] } as never);
}

/**
 * The fixture clock: the test file's Date is 10 November 2026, noon, while the timers Testing Library's waits and
 * user-event run on stay real. Dates of the fixtures are in the future for this clock.
 */
export function setFixtureClock() {
  jest.useFakeTimers({
    now: new Date(2026, 10, 10, 12),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
}
