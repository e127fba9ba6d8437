import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../api/product';
import type { Availabilities, AvailabilityDay } from '../../api/types';
import { renderAt } from '../../test/render';
import { answerWithFixtures, setFixtureClock } from '../../test/product-api';

jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);

setFixtureClock();

const DATED = '/sejour/100015?flow=booking#checkin=2026-11-20&checkout=2026-11-22&a=2&c=0&b=0';
const BEST_PRICE = 'Meilleur prix du mois pour vos dates !';
const BEST_PROMO = 'La meilleure promotion du mois pour vos dates !';

const day = (d: string, over: Partial<AvailabilityDay> = {}): AvailabilityDay => ({
  day: d, price: 20000, pricePerNight: 10000, nights: 2, promo: 10, bestPriceOfTheMonth: false, minLos: 2, displayTotalPrice: true, available: true, closed: false, roomsLeft: 4, offerId: 100015, ...over,
});
/** The month's availabilities: the two booked nights (20 and 21 November) as given, and another day of the month. */
const month = (booked: Partial<AvailabilityDay>, other: Partial<AvailabilityDay> = {}) =>
  ({ days: [day('2026-11-20', booked), day('2026-11-21', booked), day('2026-11-25', other)], nextMonth: null, prevMonth: null, minMonth: '2026-11', maxMonth: '2027-10', adult: 2, child: 0, baby: 0, stepLength: 12, requestedMonths: [] }) as unknown as Availabilities;

beforeEach(() => {
  jest.clearAllMocks();
  answerWithFixtures(mocked);
  mocked.fetchAvailabilities.mockResolvedValue(month({}));
});

describe('booking calendar step', () => {
  it('Clear removes the dates (and the activity dates) from the hash, and the step asks for dates again', async () => {
    const user = userEvent.setup();
    renderAt(`${DATED}&activityDates=2026-11-21`);
    await screen.findByTestId('price-banner');
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(window.location.hash).toBe('#a=2&c=0&b=0');
    expect(screen.getByText('Ajouter des dates')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Effacer' })).not.toBeInTheDocument();
  });

  it.each([
    ['best price only', month({ bestPriceOfTheMonth: true, promo: 10 }, { promo: 20 }), [BEST_PRICE]],
    ['best promo only', month({ promo: 20 }, { promo: 10 }), [BEST_PROMO]],
    ['both', month({ bestPriceOfTheMonth: true, promo: 20 }), [BEST_PRICE, BEST_PROMO]],
    ['neither', month({ promo: 10 }, { promo: 20 }), []],
  ])('shows the month’s best-price and best-promo messages for the chosen nights: %s', async (_name, availabilities, shown) => {
    mocked.fetchAvailabilities.mockResolvedValue(availabilities);
    renderAt(DATED);
    // the minimum stay of the check-in shows once the month's days are there
    await screen.findByText('Séjour minimum : 2 nuits');
    for (const message of [BEST_PRICE, BEST_PROMO]) {
      if (shown.includes(message)) expect(screen.getByText(message)).toBeInTheDocument();
      else expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });
});
