import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parseHash } from '@storefront/criteria';
import { renderWithProviders } from '../../test/render';
import { SearchBar } from './search-bar';

describe('SearchBar on phones', () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  beforeEach(() => Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true }));
  afterEach(() => Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true }));

  it('summarises the search (destination, dates, travellers) on the button that opens the form', () => {
    const criteria = parseHash(`#a=2&c=1&b=0&city=1&checkin=${day(20)}&checkout=${day(22)}`, { flow: 'booking' });
    renderWithProviders(<SearchBar flow="booking" criteria={criteria} destinationLabel="Lyon" />);
    const button = screen.getByRole('button', { name: /Lyon/ });
    expect(button).toHaveTextContent(/Du .+ au .+ · 3 voyageurs/);
    expect(button).toHaveAccessibleName(/Modifier la recherche/);
  });

  it('leaves the dates out in the gifting flow (travellers fixed at 2)', () => {
    const criteria = parseHash(`#a=4&city=1&checkin=${day(20)}&checkout=${day(22)}`, { flow: 'gifting' });
    renderWithProviders(<SearchBar flow="gifting" criteria={criteria} destinationLabel="Lyon" />);
    const button = screen.getByRole('button', { name: /Lyon/ });
    expect(button).not.toHaveTextContent(/Du /);
    expect(button).toHaveTextContent('2 voyageurs');
  });
});

describe('SearchBar on the results page (desktop)', () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it("the calendar's Clear removes the dates from the URL: the search runs again without them (search.md §4)", async () => {
    const hash = `#a=2&c=0&b=0&city=1&checkin=${day(20)}&checkout=${day(22)}`;
    window.history.replaceState(null, '', `/recherche?flow=booking&page=2${hash}`);
    const criteria = parseHash(hash, { flow: 'booking' });
    renderWithProviders(<SearchBar flow="booking" criteria={criteria} destinationLabel="Lyon" inPlace />);
    fireEvent.click(await screen.findByTestId('dates-field'));
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer les dates' }));
    await waitFor(() => expect(window.location.hash).not.toContain('checkin'));
    expect(window.location.hash).toContain('city=1');
    expect(window.location.search).toBe('?flow=booking');
  });
});
