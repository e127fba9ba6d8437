import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { DestinationField } from './destination-field';
import { readRecentSearches } from './recent-searches';
import * as api from '../../api/search';

jest.mock('../../api/search', () => ({
  ...jest.requireActual('../../api/search'),
  autocomplete: jest.fn(),
  recommendedDestinations: jest.fn(),
  logSearchError: jest.fn(),
}));
const autocomplete = api.autocomplete as jest.Mock;
const recommended = api.recommendedDestinations as jest.Mock;

const s = (id: string, label: string, category: string, detail: string | null = null) => ({ id, label, category, latitude: 45, longitude: 5, postalcode: null, detail });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  autocomplete.mockReset();
  recommended.mockReset().mockResolvedValue([s('9', 'Annecy', 'city')]);
});
afterEach(() => jest.useRealTimers());

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
}

describe('DestinationField', () => {
  it('groups suggestions by category, moves with arrows, chooses with Enter and stores a recent search', async () => {
    autocomplete.mockResolvedValue([s('1', 'Paris', 'city'), s('2', 'Hôtel de Paris', 'hotel'), s('3', 'Île-de-France', 'region')]);
    const onSelect = jest.fn();
    renderWithProviders(<DestinationField label="" onClear={() => {}} onSelect={onSelect} onLocation={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.focus(input);
    await type(input, 'par');
    expect(screen.getByRole('group', { name: 'Villes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hôtels' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Régions' })).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringContaining('opt-1'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({ id: '2', label: 'Hôtel de Paris', category: 'hotel' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(readRecentSearches()).toEqual([{ id: '2', label: 'Hôtel de Paris', category: 'hotel' }]);
  });

  it('clears the destination criteria on focus and closes on Escape', async () => {
    const onClear = jest.fn();
    renderWithProviders(<DestinationField label="Lyon" onClear={onClear} onSelect={() => {}} onLocation={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    expect(onClear).toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {}); // the recommended destinations asked for on focus arrive
  });

  it('clears on focus a destination criterion applied without a label (a hotel or a position search), not when none is applied', async () => {
    const onClear = jest.fn();
    const { unmount } = renderWithProviders(<DestinationField label="" applied onClear={onClear} onSelect={() => {}} onLocation={() => {}} />);
    fireEvent.focus(screen.getByRole('combobox'));
    expect(onClear).toHaveBeenCalledTimes(1);
    await act(async () => {}); // the recommended destinations asked for on focus arrive
    unmount();
    renderWithProviders(<DestinationField label="" applied={false} onClear={onClear} onSelect={() => {}} onLocation={() => {}} />);
    fireEvent.focus(screen.getByRole('combobox'));
    expect(onClear).toHaveBeenCalledTimes(1);
    await act(async () => {});
  });

  it("shows a position search's label and empties it on focus", async () => {
    const onClear = jest.fn();
    renderWithProviders(<DestinationField label="Dans cette zone" applied onClear={onClear} onSelect={() => {}} onLocation={() => {}} />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Dans cette zone');
    fireEvent.focus(input);
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
    await act(async () => {});
  });

  it('debounces and only shows the answer to the latest term', async () => {
    let resolveFirst: (v: unknown) => void = () => {};
    autocomplete.mockImplementationOnce(() => new Promise((r) => (resolveFirst = r))).mockResolvedValueOnce([s('7', 'Nice', 'city')]);
    renderWithProviders(<DestinationField label="" onClear={() => {}} onSelect={() => {}} onLocation={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'n' } });
    fireEvent.change(input, { target: { value: 'ni' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(autocomplete).toHaveBeenCalledTimes(1);
    await type(input, 'nic');
    expect(autocomplete).toHaveBeenCalledTimes(2);
    expect(autocomplete.mock.calls[0][2].signal.aborted).toBe(true);
    await act(async () => resolveFirst([s('8', 'Nîmes', 'city')]));
    expect(await screen.findByRole('option', { name: 'Nice' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Nîmes' })).toBeNull();
  });

  it('only logs autocomplete failures', async () => {
    autocomplete.mockRejectedValue(new Error('down'));
    renderWithProviders(<DestinationField label="" onClear={() => {}} onSelect={() => {}} onLocation={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'x');
    expect(api.logSearchError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the nearby-location picker for a recommended destination (200 km by default), applied on confirm', async () => {
    const onLocation = jest.fn();
    renderWithProviders(<DestinationField label="" onClear={() => {}} onSelect={() => {}} onLocation={onLocation} />);
    fireEvent.focus(screen.getByRole('combobox'));
    await act(async () => {});
    fireEvent.click(await screen.findByRole('option', { name: 'Annecy' }));
    // the list and the picker are a chunk of their own, fetched on focus
    expect(await screen.findByRole('radio', { name: /Moins de 2 h/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Moins de 3 h/ }));
    expect(onLocation).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onLocation).toHaveBeenCalledWith({ lat: 45, lng: 5, distanceMax: 300, label: 'Annecy' });
    // the field says it is a search around the place
    expect(screen.getByRole('combobox')).toHaveValue('Autour de Annecy');
  });
});
