import { ApiError } from '@storefront/api-client';
import { parseBookingHash } from '@storefront/criteria';
import { detailProblem, linkProblem, quoteProblem } from './rules';
import { quoteFixture } from '../../test/fixtures';

const now = new Date(2026, 10, 26, 10);

describe('checkout link problems', () => {
  it('names what a tampered or stale link gets wrong before any call', () => {
    const problem = (h: string) => linkProblem(parseBookingHash(h, now));
    expect(problem('#checkin=2026-12-11&checkout=2026-12-13&a=2&id=5')).toBeNull();
    expect(problem('#checkin=2026-12-11&checkout=2026-12-13&a=50&id=5')).toBe('travellers');
    expect(problem('#checkin=2026-01-11&checkout=2026-01-13&a=2&id=5')).toBe('pastDates');
    expect(problem('#checkin=2026-12-11&checkout=2026-12-13&a=2&id=zzz')).toBe('offer');
    expect(problem('#a=2&id=5')).toBe('noDates');
  });

  it('an unknown offer is said so; another failure is retried', () => {
    expect(detailProblem(new ApiError(404, 'NOT_FOUND', 'Offer not found'))).toBe('offer');
    expect(detailProblem(new ApiError(503, 'UNAVAILABLE', 'down'))).toBeNull();
  });

  it('a quote sold out meanwhile, refused, or with activity dates missing', () => {
    expect(quoteProblem(undefined, new ApiError(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN', 'x'))).toBe('soldOut');
    expect(quoteProblem(undefined, new ApiError(400, 'VALIDATION_ERROR', 'x'))).toBe('notBookable');
    expect(quoteProblem(undefined, new Error('network'))).toBeNull();
    expect(quoteProblem(quoteFixture(), undefined)).toBeNull();
    expect(quoteProblem(quoteFixture({ missingActivityDates: [501] }), undefined)).toBe('activityDates');
  });
});
