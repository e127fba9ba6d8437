import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseHash } from '@storefront/criteria';
import { renderWithProviders, testContext } from '../../test/render';
import { createSearchI18n } from '../../i18n';
import * as api from '../../api/search';
import { destinationLabelOf, forgetNearbyPlaces } from '../destination/destination-label';
import { SearchBar } from './search-bar';

jest.mock('../../api/search', () => ({ ...jest.requireActual('../../api/search'), recommendedDestinations: jest.fn(), fetchThemes: jest.fn() }));
beforeEach(() => {
  (api.recommendedDestinations as jest.Mock).mockResolvedValue([{ id: '9', label: 'Annecy', category: 'city', latitude: 45.9, longitude: 6.12, postalcode: null, detail: null }]);
  (api.fetchThemes as jest.Mock).mockResolvedValue([]);
});

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

  it('the dates field says the stay with day and month, as the calendar does (it fits beside the other fields at 1024 px)', async () => {
    const criteria = parseHash('#a=2&c=0&b=0&city=1&checkin=2027-03-12&checkout=2027-03-14', { flow: 'booking' });
    renderWithProviders(<SearchBar flow="booking" criteria={criteria} destinationLabel="Lyon" />);
    expect(await screen.findByTestId('dates-field')).toHaveTextContent('Du 12 mars au 14 mars');
  });

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

describe('SearchBar: flexible dates (issue #34)', () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it('a weekend chosen in the date picker replaces the exact dates and is searched', async () => {
    const hash = `#a=2&c=0&b=0&city=1&checkin=${day(20)}&checkout=${day(22)}`;
    window.history.replaceState(null, '', `/recherche?flow=booking${hash}`);
    renderWithProviders(<SearchBar flow="booking" criteria={parseHash(hash, { flow: 'booking' })} destinationLabel="Lyon" inPlace />);
    fireEvent.click(await screen.findByTestId('dates-field'));
    fireEvent.click(screen.getByRole('radio', { name: 'Un week-end dans les 3 prochains mois' }));
    // a complete choice: the picker closes and the field says the weekend
    expect(screen.queryByRole('radio', { name: 'Un week-end dans les 3 prochains mois' })).toBeNull();
    expect(screen.getByTestId('dates-field')).toHaveTextContent('Un week-end dans les 3 prochains mois');
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(window.location.hash).toContain('weekend=any'));
    expect(window.location.hash).not.toContain('checkin');
    expect(window.location.hash).toContain('city=1');
  });

  it('summarises a weekend on the phone button', () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      renderWithProviders(<SearchBar flow="booking" criteria={parseHash('#a=2&weekend=any', { flow: 'booking' })} destinationLabel="Lyon" />);
      expect(screen.getByRole('button', { name: /Lyon/ })).toHaveTextContent('Un week-end dans les 3 prochains mois · 2 voyageurs');
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    }
  });
});

describe('SearchBar: closing the calendar without a check-out (search.md §4)', () => {
  const day = (n: number) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const dayButton = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)!;
  const isSelected = (iso: string) => dayButton(iso).closest('td')!.getAttribute('aria-selected') === 'true';

  /** Opens the dates of a search with dates, starts a new stay (a check-in only), closes with `close`. */
  async function startThenClose(close: () => void, mobile = false) {
    Object.defineProperty(window, 'innerWidth', { value: mobile ? 390 : 1280, configurable: true });
    const [checkin, checkout, other] = [day(3), day(5), day(4)];
    const criteria = parseHash(`#a=2&c=0&b=0&city=1&checkin=${checkin}&checkout=${checkout}`, { flow: 'booking' });
    const onSearch = jest.fn();
    renderWithProviders(<SearchBar flow="booking" criteria={criteria} destinationLabel="Lyon" onSearch={onSearch} />);
    if (mobile) fireEvent.click(screen.getByRole('button', { name: /Lyon/ }));
    const field = await screen.findByTestId('dates-field', undefined, { timeout: 5000 });
    const summary = field.textContent;
    fireEvent.click(field);
    await waitFor(() => expect(dayButton(other)).toBeTruthy(), { timeout: 5000 }); // the calendar is a chunk of its own
    fireEvent.click(dayButton(other));
    expect(isSelected(other)).toBe(true);
    expect(isSelected(checkin)).toBe(false);
    expect(screen.getByText('Choisissez votre date de départ')).toBeInTheDocument();
    close();
    await waitFor(() => expect(screen.queryByText('Choisissez votre date de départ')).toBeNull(), { timeout: 5000 });
    // the previous dates are back: on the field, in the calendar reopened, and in the search
    expect(screen.getByTestId('dates-field').textContent).toBe(summary);
    fireEvent.click(screen.getByTestId('dates-field'));
    await waitFor(() => expect(dayButton(checkin)).toBeTruthy(), { timeout: 5000 });
    expect(isSelected(checkin)).toBe(true);
    expect(isSelected(checkout)).toBe(true);
    expect(isSelected(other)).toBe(false);
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith(expect.stringContaining(`checkin=${checkin}&checkout=${checkout}`));
  }

  afterEach(() => Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true }));

  it("with the calendar's Close button", async () => {
    await startThenClose(() => fireEvent.click(screen.getByRole('button', { name: 'Fermer' })));
  }, 15_000);

  it('with Escape', async () => {
    await startThenClose(() => fireEvent.keyDown(dayButton(day(4)), { key: 'Escape' }));
  }, 15_000);

  it('with a click outside the dropdown', async () => {
    await startThenClose(() => fireEvent.mouseDown(document.body));
  }, 15_000);

  it('on phones, closing the full-screen calendar', async () => {
    await startThenClose(() => {
      const dialog = screen.getByRole('dialog', { name: 'Calendrier' });
      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    }, true);
  }, 15_000);
});

describe('SearchBar: the destination field (search.md §2)', () => {
  afterEach(() => forgetNearbyPlaces());

  it("a nearby-location search reads 'Around {place}' in the field and after the search", async () => {
    const criteria = parseHash('#a=2&c=0&b=0&city=1', { flow: 'booking' });
    const onSearch = jest.fn();
    renderWithProviders(<SearchBar flow="booking" criteria={criteria} destinationLabel="Lyon" onSearch={onSearch} />);
    const input = await screen.findByRole('combobox', { name: 'Destination' }, { timeout: 5000 });
    fireEvent.focus(input);
    expect(input).toHaveValue('');
    fireEvent.click(await screen.findByRole('option', { name: 'Annecy' }, { timeout: 5000 }));
    expect(await screen.findByRole('radio', { name: /Moins de 2 h/ }, { timeout: 5000 })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(input).toHaveValue('Autour de Annecy');
    fireEvent.submit(screen.getByRole('search'));
    const url = onSearch.mock.calls[0][0] as string;
    const hash = url.slice(url.indexOf('#'));
    expect(hash).toBe('#a=2&c=0&b=0&lat=45.9&lng=6.12&distanceMin=0&distanceMax=200');
    // the results page names that position the same way (the URL keeps only the position)
    const i18n = createSearchI18n('fr_FR');
    expect(destinationLabelOf(parseHash(hash, { flow: 'booking' }), {}, i18n.t.bind(i18n) as Parameters<typeof destinationLabelOf>[2])).toBe('Autour de Annecy');
    i18n.dispose();
  }, 15_000);
});

describe('SearchBar: the dates-variation message (search.md §2)', () => {
  const message = 'Choisissez vos dates pour voir le bon prix et les disponibilités de nos offres';
  const day = (n: number) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  it('shows without dates in the flows with a dates field, and goes once the dates are chosen', async () => {
    for (const flow of ['booking', 'hotel'] as const) {
      const { unmount } = renderWithProviders(<SearchBar flow={flow} criteria={parseHash('#a=2&city=1', { flow })} destinationLabel="Lyon" />);
      expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeInTheDocument();
      unmount();
    }
    renderWithProviders(<SearchBar flow="booking" criteria={parseHash('#a=2&city=1', { flow: 'booking' })} destinationLabel="Lyon" />);
    fireEvent.click(await screen.findByTestId('dates-field', undefined, { timeout: 5000 }));
    await waitFor(() => expect(document.querySelector(`[data-day="${day(3)}"]`)).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(document.querySelector(`[data-day="${day(3)}"]`)!);
    expect(screen.getByText(message)).toBeInTheDocument(); // a check-in alone is not a choice of dates yet
    fireEvent.click(document.querySelector(`[data-day="${day(5)}"]`)!);
    expect(screen.queryByText(message)).toBeNull();
  }, 15_000);

  it('is not shown with dates, nor in the gifting and activity flows (no dates field)', async () => {
    const dated = parseHash(`#a=2&city=1&checkin=${day(3)}&checkout=${day(5)}`, { flow: 'booking' });
    const { unmount } = renderWithProviders(<SearchBar flow="booking" criteria={dated} destinationLabel="Lyon" />);
    await screen.findByTestId('dates-field', undefined, { timeout: 5000 });
    expect(screen.queryByText(message)).toBeNull();
    unmount();
    for (const flow of ['gifting', 'activity'] as const) {
      const view = renderWithProviders(<SearchBar flow={flow} criteria={parseHash('#a=2&city=1', { flow })} destinationLabel="Lyon" />);
      await screen.findByRole('search', undefined, { timeout: 5000 });
      expect(screen.queryByTestId('dates-field')).toBeNull();
      expect(screen.queryByText(message)).toBeNull();
      view.unmount();
    }
  }, 15_000);

  it('is in the site language', async () => {
    for (const [locale, text] of [
      ['es_ES', 'Elige tus fechas para ver el precio correcto y la disponibilidad de nuestras ofertas'],
      ['nl_BE', 'Kies je data om de juiste prijs en beschikbaarheid van onze aanbiedingen te zien'],
      ['it_IT', 'Scegli le date per vedere il prezzo giusto e la disponibilità delle nostre offerte'],
    ] as const) {
      const view = renderWithProviders(<SearchBar flow="booking" criteria={parseHash('#a=2', { flow: 'booking' })} />, { context: testContext({ locale }) });
      expect(await screen.findByText(text, undefined, { timeout: 5000 })).toBeInTheDocument();
      view.unmount();
    }
  }, 15_000);
});
