import { screen, within } from '@testing-library/react';
import { defaultCriteria } from '@storefront/criteria';
import { renderWithProviders, testContext } from '../../test/render';
import * as api from '../../api/search';
import type { ThemeView } from '../../api/types';
import { SearchBar } from './search-bar';
import { REDUCED_THEME_COUNT, clearThemeCache, themeChoices } from './themes';

jest.mock('../../api/search', () => ({ ...jest.requireActual('../../api/search'), fetchThemes: jest.fn(), logSearchError: jest.fn() }));
const fetchThemes = api.fetchThemes as jest.Mock;

const theme = (id: number, count: number, kind: ThemeView['kind'] = 'stay'): ThemeView => ({
  id: String(id),
  label: `Thème ${id}`,
  slug: `theme-${id}`,
  kind,
  count,
  uri: `/idee/theme-${id}`,
  description: null,
});

describe('themeChoices', () => {
  const themes = [theme(1, 48), theme(2, 24), theme(3, 44), theme(4, 37), theme(5, 9), theme(6, 1), theme(7, 3), theme(14, 0), theme(15, 26)];

  it('lists the themes with offers in display order; a theme without offers only when chosen', () => {
    expect(themeChoices(themes, 'control').map((t) => t.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '15']);
    expect(themeChoices(themes, 'control', '14').map((t) => t.id)).toContain('14');
  });

  it(`keeps the ${REDUCED_THEME_COUNT} themes with the most offers in the reduced variant, in display order, plus the chosen one`, () => {
    expect(themeChoices(themes, 'reduced').map((t) => t.id)).toEqual(['1', '2', '3', '4', '5', '15']);
    expect(themeChoices(themes, 'reduced', '7').map((t) => t.id)).toEqual(['1', '2', '3', '4', '5', '15', '7']);
  });
});

describe('theme field', () => {
  beforeEach(() => {
    clearThemeCache();
    fetchThemes.mockReset();
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  });

  it('is filled from the API for the flow (stay themes; activity themes in the activity flow)', async () => {
    fetchThemes.mockImplementation(async (_client, kind) => (kind === 'activity' ? [theme(988, 6, 'activity')] : [theme(1, 48), theme(14, 0)]));
    const { unmount } = renderWithProviders(<SearchBar flow="booking" criteria={defaultCriteria('booking')} />);
    const select = await screen.findByRole('combobox', { name: 'Thème' }, { timeout: 5000 });
    expect(await within(select).findByRole('option', { name: 'Thème 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'Thème 14' })).toBeNull();
    expect(fetchThemes).toHaveBeenCalledWith(expect.anything(), 'stay');
    unmount();
    renderWithProviders(<SearchBar flow="activity" criteria={defaultCriteria('activity')} />);
    const activitySelect = await screen.findByRole('combobox', { name: 'Thème' }, { timeout: 5000 });
    expect(await within(activitySelect).findByRole('option', { name: 'Thème 988' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('uses the reduced list in the reduced variant and is absent in the hotel flow', async () => {
    fetchThemes.mockResolvedValue(Array.from({ length: 10 }, (_, i) => theme(i + 1, 10 + i)));
    const { unmount } = renderWithProviders(<SearchBar flow="booking" criteria={defaultCriteria('booking')} />, {
      context: testContext({ experiments: { dates: 'control', themeList: 'reduced', popularDates: 'control', promoBanner: 'control' } }),
    });
    const select = await screen.findByRole('combobox', { name: 'Thème' }, { timeout: 5000 });
    await within(select).findByRole('option', { name: 'Thème 10' }, { timeout: 5000 });
    // 'All themes' + the reduced list
    expect(within(select).getAllByRole('option')).toHaveLength(1 + REDUCED_THEME_COUNT);
    unmount();
    renderWithProviders(<SearchBar flow="hotel" criteria={defaultCriteria('hotel')} />);
    await screen.findByRole('search', undefined, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'Thème' })).toBeNull();
  });
});
