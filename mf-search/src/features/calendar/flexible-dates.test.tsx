import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testContext } from '../../test/render';
import { FlexibleDates, weekendMonths } from './flexible-dates';

// Friday 27 November 2026, 09:00 in Paris
const now = new Date(Date.UTC(2026, 10, 27, 8));

describe('weekendMonths', () => {
  it('lists the months with a weekend left, this one to the window end', () => {
    const months = weekendMonths(now);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2027-11');
    expect(months).toHaveLength(13);
    // Sunday 29 November: no Friday or Saturday check-in left this month
    expect(weekendMonths(new Date(Date.UTC(2026, 10, 29, 8)))[0]).toBe('2026-12');
  });
});

describe('FlexibleDates', () => {
  it('offers exact dates, any weekend in the next 3 months, then a weekend in each month of the window', () => {
    renderWithProviders(<FlexibleDates value={undefined} onChange={() => {}} now={now} />);
    const group = screen.getByRole('group', { name: 'Dates flexibles' });
    const radios = Array.from(group.querySelectorAll('input[type=radio]')).map((r) => (r as HTMLInputElement).labels![0]!.textContent);
    expect(radios.slice(0, 4)).toEqual(['Dates précises', 'Un week-end dans les 3 prochains mois', 'Un week-end en novembre 2026', 'Un week-end en décembre 2026']);
    expect(radios.at(-1)).toBe('Un week-end en novembre 2027');
    expect(screen.getByRole('radio', { name: 'Dates précises' })).toBeChecked();
  });

  it('is chosen with the keyboard: Tab into the group, arrows move the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<FlexibleDates value="2026-12" onChange={onChange} now={now} />);
    expect(screen.getByRole('radio', { name: 'Un week-end en décembre 2026' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Un week-end en décembre 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2027-01');
    await user.click(screen.getByRole('radio', { name: 'Un week-end dans les 3 prochains mois' }));
    expect(onChange).toHaveBeenLastCalledWith('any');
    await user.click(screen.getByRole('radio', { name: 'Dates précises' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('speaks the four languages', () => {
    for (const [locale, any, month] of [
      ['es_ES', 'Un fin de semana en los próximos 3 meses', 'Un fin de semana en diciembre 2026'],
      ['nl_NL', 'Een weekend in de komende 3 maanden', 'Een weekend in december 2026'],
      ['it_IT', 'Un weekend nei prossimi 3 mesi', 'Un weekend a dicembre 2026'],
    ] as const) {
      const { unmount } = renderWithProviders(<FlexibleDates value={undefined} onChange={() => {}} now={now} />, { context: testContext({ locale }) });
      expect(screen.getByRole('radio', { name: any })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: month })).toBeInTheDocument();
      unmount();
    }
  });
});
