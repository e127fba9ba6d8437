import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../api/product';
import type { GiftCalendar as GiftCalendarAnswer } from '../../api/types';
import { renderAt } from '../../test/render';
import { answerWithFixtures, answerWithoutReviewsAndUpsells, setFixtureClock } from '../../test/product-api';

jest.mock('../../api/product', () => jest.requireActual('../../test/product-api').withMockedFetchers(jest.requireActual('../../api/product')));
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(20_000);
setFixtureClock();

function answer(month: string, length: number): GiftCalendarAnswer {
  const days: GiftCalendarAnswer['days'] = [];
  const [y, m] = month.split('-').map(Number) as [number, number];
  for (let i = 0; i < length; i++) {
    const first = new Date(y, m - 1 + i, 1);
    const count = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    for (let d = 1; d <= count; d++) {
      const day = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      // Saturdays cost more than the gift, Sundays have no stay, other days are included
      const weekday = new Date(first.getFullYear(), first.getMonth(), d).getDay();
      days.push(
        weekday === 0
          ? { day, minLos: 1, displayTotalPrice: 0, nights: 2, status: 'not_available', supplement: 0, unavailableReason: 'soldOut' }
          : weekday === 6
            ? { day, minLos: 1, displayTotalPrice: 62600, nights: 2, status: 'supplement', supplement: 6000, unavailableReason: null }
            : { day, minLos: 1, displayTotalPrice: 52000, nights: 2, status: 'included', supplement: 0, unavailableReason: null },
      );
    }
  }
  return { days, giftPrice: 56600, nextMonth: null, prevMonth: null, minMonth: '2026-11', maxMonth: '2027-10', requestedMonths: [] };
}

beforeEach(() => {
  jest.clearAllMocks();
  answerWithFixtures(mocked);
  answerWithoutReviewsAndUpsells(mocked);
  mocked.fetchGiftCalendar.mockImplementation(async (_c, _id, q) => answer(q.month, q.length));
});

describe('included-dates calendar (gifting)', () => {
  it('asks the gift calendar for the gift nights and value and shows each day with its status and a legend', async () => {
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    const section = await screen.findByRole('region', { name: 'Dates incluses dans le cadeau' });
    await waitFor(() => expect(mocked.fetchGiftCalendar).toHaveBeenCalledWith(expect.anything(), 100015, { month: '2026-11', length: 2, nights: 2, giftPrice: 56600 }, expect.anything()));
    const legend = within(section).getByRole('list', { name: 'Légende du calendrier' });
    expect(within(legend).getByText('Inclus dans le cadeau')).toBeInTheDocument();
    expect(within(legend).getByText('Avec supplément')).toBeInTheDocument();
    expect(within(legend).getByText('Non disponible')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'vendredi 20 novembre 2026, Inclus dans le cadeau' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /^samedi 21 novembre 2026, Avec supplément, supplément de 60\s€$/ })).toBeInTheDocument();
    // a day the gift cannot cover says why: the API's reason, or the clock's for a day before the first bookable one
    expect(within(section).getByRole('button', { name: 'dimanche 22 novembre 2026, Complet' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'lundi 2 novembre 2026, Date passée' })).toBeInTheDocument();
    expect(within(section).getAllByRole('grid')).toHaveLength(2);
  });

  it('on a phone: one month, named once between the arrows (its title still labels the grid), and no previous month before the first', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    try {
      renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
      const section = await screen.findByRole('region', { name: 'Dates incluses dans le cadeau' });
      await within(section).findByRole('button', { name: /^vendredi 20 novembre 2026/ });
      expect(within(section).getAllByRole('grid')).toHaveLength(1);
      expect(within(section).getByRole('grid', { name: 'novembre 2026' })).toBeInTheDocument();
      expect(within(section).getAllByText('novembre 2026')).toHaveLength(2);
      expect(within(section).getByRole('heading', { name: 'novembre 2026' })).toHaveClass('sf-product-visually-hidden');
      expect(within(section).getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
      expect(within(section).getByRole('button', { name: 'Mois suivant' })).toBeEnabled();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
    }
  });

  it('moves through the days with the keyboard (one tab stop) and turns the months', async () => {
    const user = userEvent.setup();
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=2');
    const section = await screen.findByRole('region', { name: 'Dates incluses dans le cadeau' });
    await within(section).findByRole('button', { name: /^vendredi 20 novembre 2026/ });
    const tabbable = section.querySelectorAll('[data-day][tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    act(() => (tabbable[0] as HTMLElement).focus());
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-10');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-11');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-18');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-22');
    // two months ahead: the calendar turns and loads the next months
    await user.keyboard('{PageDown}{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', '2027-01-22'));
    await waitFor(() => expect(mocked.fetchGiftCalendar).toHaveBeenLastCalledWith(expect.anything(), 100015, expect.objectContaining({ month: '2026-12' }), expect.anything()));
    expect(within(section).getByRole('button', { name: 'Mois précédent' })).toBeEnabled();
    await user.click(within(section).getByRole('button', { name: 'Mois précédent' }));
    expect(within(section).getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
  });

  it('follows the chosen gift nights', async () => {
    renderAt('/sejour/100015?flow=gifting#giftAdult=2&giftNights=1');
    await screen.findByRole('region', { name: 'Dates incluses dans le cadeau' });
    await waitFor(() => expect(mocked.fetchGiftCalendar).toHaveBeenCalledWith(expect.anything(), 100015, expect.objectContaining({ nights: 1, giftPrice: 28300 }), expect.anything()));
  });
});
