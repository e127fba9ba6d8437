import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Calendar } from './calendar';

const now = new Date(2024, 4, 15, 10, 0);

function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('Calendar', () => {
  it('shows two months on desktop with previous disabled on the current month', () => {
    renderWithProviders(<Calendar onChange={() => {}} now={now} />);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeEnabled();
  });

  it('selects a range with the keyboard only, then auto-closes after 1 s', () => {
    jest.useFakeTimers({ now });
    const onChange = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<Calendar onChange={onChange} onClose={onClose} now={now} />);
    const today = day(/mercredi 15 mai 2024/);
    expect(today).toHaveAttribute('tabindex', '0');
    act(() => today.focus());
    fireEvent.keyDown(today, { key: 'ArrowDown' });
    expect(day(/mercredi 22 mai 2024/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ checkin: '2024-05-22', checkout: '2024-05-24' });
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('with onValidate (product booking calendar): each selection applies at once, Validate is disabled until both dates are set and closes', () => {
    jest.useFakeTimers({ now });
    const onChange = jest.fn();
    const onClose = jest.fn();
    const onValidate = jest.fn();
    renderWithProviders(<Calendar onChange={onChange} onClose={onClose} onValidate={onValidate} autoClose={false} now={now} />);
    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    expect(validate).toBeDisabled();
    fireEvent.click(day(/mercredi 22 mai 2024/));
    expect(validate).toBeDisabled();
    fireEvent.click(day(/vendredi 24 mai 2024/));
    expect(onChange).toHaveBeenCalledWith({ checkin: '2024-05-22', checkout: '2024-05-24' });
    expect(validate).toBeEnabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(validate);
    expect(onValidate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les dates' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(validate).toBeDisabled();
    jest.useRealTimers();
  });

  it('says why a past day cannot be chosen and ignores clicks on it', () => {
    const onChange = jest.fn();
    renderWithProviders(<Calendar onChange={onChange} now={now} />);
    const past = day(/^mardi 14 mai 2024, Date passée$/);
    expect(past).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(past);
    expect(screen.getByText("Choisissez votre date d'arrivée")).toBeInTheDocument();
  });

  it('names the availability reasons: sold out, closed, a check-out before the check-in minimum stay', () => {
    const availability = { '2024-06-01': { price: 30000, minLos: 3 }, '2024-06-08': { reason: 'soldOut' as const }, '2024-06-09': {} };
    renderWithProviders(<Calendar onChange={() => {}} availability={availability} now={now} />);
    expect(day(/^samedi 8 juin 2024, Complet$/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^dimanche 9 juin 2024, Fermé ce jour-là$/)).toHaveAttribute('aria-disabled', 'true');
    // the price shown in the cell is said in the day's name (WCAG 2.5.3: what shows is in the name)
    expect(day(/^samedi 1 juin 2024, 300\s€$/)).not.toHaveAttribute('aria-disabled');
    expect(day(/samedi 1 juin 2024/).nextElementSibling).toHaveTextContent(/^300\s€$/);
    fireEvent.click(day(/samedi 1 juin 2024/));
    expect(day(/^dimanche 2 juin 2024, Séjour minimum de 3 nuits à partir de l’arrivée choisie$/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^mardi 4 juin 2024$/)).not.toHaveAttribute('aria-disabled');
  });

  it('clears the end-date range when the allowed nights call fails', async () => {
    const getAllowedNights = jest.fn().mockRejectedValue(new Error('boom'));
    renderWithProviders(<Calendar onChange={() => {}} getAllowedNights={getAllowedNights} now={now} />);
    fireEvent.click(day(/samedi 1 juin 2024/));
    await waitFor(() => expect(getAllowedNights).toHaveBeenCalledWith('2024-06-01'));
    // without a range the 20-day rule applies
    expect(day(/vendredi 21 juin 2024$/)).not.toHaveAttribute('aria-disabled');
  });

  it('limits check-out days to the allowed nights', async () => {
    const getAllowedNights = jest.fn().mockResolvedValue([2, 3]);
    renderWithProviders(<Calendar onChange={() => {}} getAllowedNights={getAllowedNights} now={now} />);
    fireEvent.click(day(/samedi 1 juin 2024/));
    await waitFor(() => expect(day(/dimanche 2 juin 2024/)).toHaveAttribute('aria-disabled', 'true'));
    expect(day(/lundi 3 juin 2024/)).not.toHaveAttribute('aria-disabled');
    expect(day(/mercredi 5 juin 2024/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the loading text and clears dates', () => {
    const onChange = jest.fn();
    renderWithProviders(<Calendar checkin="2024-06-01" checkout="2024-06-02" onChange={onChange} loading now={now} />);
    expect(screen.getByText('Nous recherchons les prochaines disponibilités...')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les dates' }));
    expect(onChange).toHaveBeenCalledWith({});
  });

  it.each([
    ['the Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Fermer' }))],
    ['Escape', () => fireEvent.keyDown(day(/mardi 21 mai 2024/), { key: 'Escape' })],
  ])('closing with %s without a check-out restores the dates given, even when the host keeps the calendar', (_, close) => {
    const onChange = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<Calendar checkin="2024-05-24" checkout="2024-05-26" onChange={onChange} onClose={onClose} now={now} />);
    const selected = () => Array.from(document.querySelectorAll('td[aria-selected="true"] [data-day]')).map((b) => b.getAttribute('data-day'));
    expect(selected()).toEqual(['2024-05-24', '2024-05-26']);
    fireEvent.click(day(/mardi 21 mai 2024/));
    expect(selected()).toEqual(['2024-05-21']);
    close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(selected()).toEqual(['2024-05-24', '2024-05-26']);
    expect(screen.getByText(/24 mai au 26 mai · 2 nuits/)).toBeInTheDocument();
  });

  it('closing after a complete selection keeps it', () => {
    const onChange = jest.fn();
    renderWithProviders(<Calendar checkin="2024-05-24" checkout="2024-05-26" onChange={onChange} onClose={() => {}} autoClose={false} now={now} />);
    fireEvent.click(day(/mardi 21 mai 2024/));
    fireEvent.click(day(/mercredi 22 mai 2024/));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onChange).toHaveBeenCalledWith({ checkin: '2024-05-21', checkout: '2024-05-22' });
    expect(screen.getByText(/21 mai au 22 mai · 1 nuit/)).toBeInTheDocument();
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    renderWithProviders(<Calendar onChange={() => {}} onClose={onClose} now={now} />);
    fireEvent.keyDown(day(/mercredi 15 mai 2024/), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('on mobile loads the next 3-month chunk within 200 px of the bottom', () => {
    const onMonthChange = jest.fn();
    renderWithProviders(<Calendar onChange={() => {}} mobile onMonthChange={onMonthChange} now={now} />);
    expect(screen.getAllByRole('grid')).toHaveLength(4);
    const scroller = screen.getByTestId('calendar-months');
    Object.defineProperty(scroller, 'scrollHeight', { value: 2000 });
    Object.defineProperty(scroller, 'clientHeight', { value: 600 });
    Object.defineProperty(scroller, 'scrollTop', { value: 1250, writable: true });
    fireEvent.scroll(scroller);
    expect(screen.getAllByRole('grid')).toHaveLength(7);
    expect(onMonthChange).toHaveBeenCalledWith('2024-09-01');
  });
});
