import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayUnavailableReason } from '@storefront/criteria';
import { CalendarDay } from './calendar-day';
import { renderIn } from '../test-utils';

function Row(props: Parameters<typeof CalendarDay>[0]) {
  return (
    <table>
      <tbody>
        <tr>
          <CalendarDay {...props} />
        </tr>
      </tbody>
    </table>
  );
}

describe('CalendarDay', () => {
  it('names a disabled day with why it cannot be chosen, and choosing it does nothing', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    const onFocusDay = jest.fn();
    renderIn(<Row day="2026-06-12" reason="soldOut" onChoose={onChoose} onFocusDay={onFocusDay} />);
    const day = screen.getByRole('button', { name: 'vendredi 12 juin 2026, Complet' });
    expect(day).toHaveAttribute('aria-disabled', 'true');
    await user.click(day);
    await user.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(onFocusDay).toHaveBeenCalledWith('2026-06-12');
    // the same words in the tip shown on hover and focus, beside the button so that its visible text stays in its name
    expect(day.nextElementSibling).toHaveClass('sf-ui-day__why');
    expect(day.nextElementSibling).toHaveTextContent('Complet');
    expect(day).not.toHaveTextContent('Complet');
  });

  it('says each reason in the four languages, with the nights of a minimum stay', () => {
    const cases: [Parameters<typeof renderIn>[1], DayUnavailableReason, string][] = [
      ['fr_FR', 'past', 'Date passée'],
      ['es_ES', 'cutOff', 'No se puede reservar para esta noche después de las 20:00'],
      ['nl_NL', 'closed', 'Gesloten op deze dag'],
      ['it_IT', 'beyondHorizon', 'Oltre un anno: non ancora prenotabile'],
    ];
    for (const [site, reason, text] of cases) {
      const { unmount } = renderIn(<Row day="2026-06-12" reason={reason} />, site);
      expect(screen.getByRole('button').getAttribute('aria-label')).toContain(`, ${text}`);
      unmount();
    }
    const { unmount } = renderIn(<Row day="2026-06-12" reason="minStay" minStay={3} />, 'nl_BE');
    expect(screen.getByRole('button').getAttribute('aria-label')).toContain('Minimaal 3 nachten vanaf deze dag');
    unmount();
    renderIn(<Row day="2026-06-12" reason="minStay" minStay={2} fromCheckin />, 'it_IT');
    expect(screen.getByRole('button').getAttribute('aria-label')).toContain('Soggiorno minimo di 2 notti dall’arrivo scelto');
  });

  it('chooses an open day by click and keyboard and adds its states to the name', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    renderIn(<Row day="2026-06-13" selected states={['sélectionné']} onChoose={onChoose} />);
    const day = screen.getByRole('button', { name: 'samedi 13 juin 2026, sélectionné' });
    expect(day).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('gridcell')).toHaveAttribute('aria-selected', 'true');
    await user.click(day);
    day.focus();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(day.querySelector('.sf-ui-day__why')).toBeNull();
  });

  it('shows a supplement beside the button, its name saying the date, the status and the amount (WCAG 2.5.3)', () => {
    renderIn(
      <Row day="2026-06-13" states={['Supplément', 'supplément de 30 €']}>
        +30 €
      </Row>,
    );
    const day = screen.getByRole('button', { name: 'samedi 13 juin 2026, Supplément, supplément de 30 €' });
    // the button shows only the day's number, which its name contains; the amount is its sibling in the cell
    expect(day).toHaveTextContent(/^13$/);
    expect(day.nextElementSibling).toHaveClass('sf-ui-day__extra');
    expect(day.nextElementSibling).toHaveTextContent('+30 €');
    expect(day.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('gridcell')).toHaveClass('sf-ui-day-cell--extra');
  });
});
