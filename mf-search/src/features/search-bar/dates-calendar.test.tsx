import { fireEvent, screen, within } from '@testing-library/react';
import type { SiteCode } from '@storefront/contracts';
import { renderWithProviders, testContext } from '../../test/render';
import { DatesCalendar } from './dates-calendar';

/** The search bar's calendar: weekend shortcuts, and the popular dates only on four sites with the experiment variation. */
function shortcutsOn(locale: SiteCode, popularDates: 'control' | 'variation', now: Date): number {
  const context = testContext({ locale, experiments: { dates: 'control', themeList: 'control', popularDates, promoBanner: 'control' } });
  const view = renderWithProviders(<DatesCalendar onChange={() => undefined} onClose={() => undefined} mobile={false} now={now} />, { context });
  const group = screen.queryByRole('group', { name: /./ });
  const count = group ? within(group).getAllByRole('button').length : 0;
  view.unmount();
  return count;
}

describe('DatesCalendar shortcuts (search.md §9)', () => {
  const saturdayBefore = new Date(2024, 3, 20, 10); // Saturday 20 April 2024, before the May campaign
  const sunday = new Date(2024, 3, 21, 10);

  it('shows the popular dates in es_ES, fr_FR, fr_BE and nl_BE only with the experiment variation', () => {
    for (const site of ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'] as const) {
      expect(shortcutsOn(site, 'variation', saturdayBefore)).toBe(2 + 3);
    }
    expect(shortcutsOn('fr_FR', 'control', saturdayBefore)).toBe(2);
    for (const site of ['nl_NL', 'it_IT'] as const) expect(shortcutsOn(site, 'variation', saturdayBefore)).toBe(2);
  });

  it("names the popular dates by their days in the site language, and hides only 'this weekend' on Sundays", () => {
    const context = testContext({ locale: 'es_ES', experiments: { dates: 'control', themeList: 'control', popularDates: 'variation', promoBanner: 'control' } });
    renderWithProviders(<DatesCalendar onChange={() => undefined} onClose={() => undefined} mobile={false} now={sunday} />, { context });
    const names = within(screen.getByRole('group', { name: /./ }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toHaveLength(1 + 3);
    expect(names[0]).toBe('El próximo fin de semana');
    expect(names).not.toContain('Este fin de semana');
    expect(names[1]).toMatch(/1 may.*5 may/i);
  });

  it("on a Sunday, 'next weekend' selects the coming Saturday to Sunday", () => {
    const onChange = jest.fn();
    renderWithProviders(<DatesCalendar onChange={onChange} onClose={() => undefined} mobile={false} now={sunday} />);
    const group = screen.getByRole('group', { name: 'Dates rapides' });
    expect(within(group).queryByRole('button', { name: 'Ce week-end' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Le week-end prochain' }));
    expect(onChange).toHaveBeenCalledWith({ checkin: '2024-04-27', checkout: '2024-04-28' });
  });

  it("offers 'this weekend' and 'next weekend' on the other days", () => {
    renderWithProviders(<DatesCalendar onChange={() => undefined} onClose={() => undefined} mobile={false} now={saturdayBefore} />);
    const group = screen.getByRole('group', { name: 'Dates rapides' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ce week-end', 'Le week-end prochain']);
  });
});
