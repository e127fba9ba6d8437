import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityDates } from './activity-dates';
import { renderIn } from '../test-utils';

const activities = [
  { activityId: 7, title: 'Massage en duo', availableDates: ['2027-03-12', '2027-03-13'] },
  { activityId: 9, title: 'Cours de cuisine', availableDates: ['2027-03-13'] },
];

describe('ActivityDates', () => {
  it('offers the days each activity can take place and reports the chosen one', async () => {
    const onChange = jest.fn();
    renderIn(<ActivityDates activities={activities} dateOf={(id) => (id === 9 ? '2027-03-13' : '')} onChange={onChange} flagMissing={false} />);
    expect(screen.getByRole('group', { name: 'Dates des activités' })).toBeInTheDocument();
    const massage = screen.getByLabelText('Date de l’activité « Massage en duo »');
    expect(within(massage).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choisir une date', 'vendredi 12 mars', 'samedi 13 mars']);
    expect(screen.getByLabelText('Date de l’activité « Cours de cuisine »')).toHaveValue('2027-03-13');
    await userEvent.setup().selectOptions(massage, '2027-03-13');
    expect(onChange).toHaveBeenCalledWith(7, '2027-03-13');
  });

  it('flags only the activities still without a date, tied to their field', () => {
    renderIn(<ActivityDates activities={activities} dateOf={(id) => (id === 9 ? '2027-03-13' : '')} onChange={() => {}} flagMissing />, 'nl_BE');
    const massage = screen.getByLabelText('Datum van de activiteit ‘Massage en duo’');
    expect(massage).toHaveAttribute('aria-invalid', 'true');
    expect(massage).toHaveAccessibleDescription('Kies een datum voor deze activiteit');
    expect(screen.getByLabelText('Datum van de activiteit ‘Cours de cuisine’')).not.toHaveAttribute('aria-invalid');
  });

  it('renders nothing without an activity needing a date', () => {
    const { container } = renderIn(<ActivityDates activities={[]} dateOf={() => ''} onChange={() => {}} flagMissing />);
    expect(container).toBeEmptyDOMElement();
  });
});
