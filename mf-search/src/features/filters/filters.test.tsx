/**
 * The desktop filter bar (search.md §4, §5): drafts until Confirm, closing resets the draft, typed prices
 * sanitised and swapped on blur, score click-to-unselect, zero-count options disabled unless selected, pets sent as
 * petsAllowed, 'Reset all filters'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { parseHash } from '@storefront/criteria';
import { renderWithProviders } from '../../test/render';
import type { Facets } from '../../api/types';
import { FilterBar } from './filters';

const facets: Facets = {
  activities: [{ name: 'Bien-être', entries: [{ value: '12', label: 'Spa', count: 3 }, { value: '13', label: 'Hammam', count: 0 }] }],
  facilities: [
    { value: 'pool', label: 'Piscine', count: 4 },
    { value: 'pets', label: 'Animaux acceptés', count: 2 },
    { value: 'parking', label: 'Parking', count: 0 },
  ],
  accessibility: [
    { value: 'step_free_access', label: 'Accès de plain-pied', count: 3 },
    { value: 'elevator', label: 'Ascenseur', count: 5 },
    { value: 'hearing_loop', label: '', count: 1 },
  ],
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [
    { value: '3', label: '3', count: 5 },
    { value: '4', label: '4', count: 0 },
    { value: '5', label: '5', count: 1 },
  ],
  hotelScores: [],
  priceBands: [],
  freeCancellation: { value: 'free', label: 'Annulation gratuite', count: 7 },
  priceRange: null,
};

function setup(hash = 'a=2&c=0&b=0&city=1') {
  const onApply = jest.fn();
  const criteria = parseHash(hash, { flow: 'booking' });
  renderWithProviders(<FilterBar flow="booking" criteria={criteria} facets={facets} onApply={onApply} />);
  return { onApply };
}

async function openSection(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('FilterBar', () => {
  afterEach(() => jest.restoreAllMocks());

  it('Cancel closes the dropdown without searching and restores the draft from the URL', async () => {
    const { onApply } = setup('a=2&c=0&b=0&city=1&priceMax=10000');
    let panel = await openSection('Prix');
    const max = await within(panel).findByRole('textbox', { name: 'Prix maximum' });
    expect(max).toHaveValue('100');
    fireEvent.change(max, { target: { value: '180' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog', { name: 'Prix' })).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
    panel = await openSection('Prix');
    expect(await within(panel).findByRole('textbox', { name: 'Prix maximum' })).toHaveValue('100');
  });

  it('price: typed values keep the first digit run, are capped at 250 and swapped on blur; Confirm writes cents', async () => {
    const { onApply } = setup();
    const panel = await openSection('Prix');
    const min = await within(panel).findByRole('textbox', { name: 'Prix minimum' });
    const max = within(panel).getByRole('textbox', { name: 'Prix maximum' });
    fireEvent.change(max, { target: { value: '80€ ou 90' } });
    expect(max).toHaveValue('80');
    fireEvent.change(min, { target: { value: '9999' } });
    expect(min).toHaveValue('250');
    fireEvent.change(min, { target: { value: '120' } });
    fireEvent.blur(min);
    expect(min).toHaveValue('80');
    expect(max).toHaveValue('120');
    expect(onApply).not.toHaveBeenCalled(); // a draft until confirmed
    fireEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ priceMin: 8000, priceMax: 12000 }));
  });

  it('closing a dropdown without confirming drops its draft', async () => {
    const { onApply } = setup();
    let panel = await openSection('Plus de filtres');
    fireEvent.click(await within(panel).findByRole('button', { name: '5 étoiles' }));
    expect(within(panel).getByRole('button', { name: '5 étoiles' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    panel = await openSection('Plus de filtres');
    expect(await within(panel).findByRole('button', { name: '5 étoiles' })).toHaveAttribute('aria-pressed', 'false');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('stars multi-select with zero-count stars disabled unless selected; clicking the selected score unselects it', async () => {
    const { onApply } = setup('a=2&c=0&b=0&city=1&stars=4');
    const panel = await openSection('Plus de filtres');
    // 4 stars has no offer but is selected: it stays enabled so it can be removed
    expect(await within(panel).findByRole('button', { name: '4 étoiles' })).toBeEnabled();
    fireEvent.click(within(panel).getByRole('button', { name: '5 étoiles' }));
    fireEvent.click(within(panel).getByRole('button', { name: '3 étoiles' }));
    const superb = within(panel).getByRole('button', { name: '9 et plus (Exceptionnel)' });
    fireEvent.click(superb);
    expect(superb).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(superb);
    expect(superb).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel).getByRole('button', { name: 'Toutes les notes' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(panel).getByRole('button', { name: '8 et plus (Très bien)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ stars: [3, 4, 5], hotelScore: 8 }));
  });

  it('facilities: zero-count options disabled; pets is the petsAllowed flag, not a facility', async () => {
    const { onApply } = setup();
    const panel = await openSection('Équipements');
    expect(await within(panel).findByRole('checkbox', { name: /Parking/ })).toBeDisabled();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Animaux acceptés/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Piscine/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    const applied = onApply.mock.calls[0][0];
    expect(applied).toEqual(expect.objectContaining({ petsAllowed: true, facilities: ['pool'] }));
  });

  it('accessibility: a group of its own beside the facilities, with counts, sent as the accessibility list', async () => {
    const { onApply } = setup();
    const panel = await openSection('Équipements');
    const group = within(panel).getByRole('group', { name: 'Accessibilité' });
    const stepFree = within(group).getByRole('checkbox', { name: 'Accès de plain-pied (3)' });
    // a facility the API does not name reads the remote's own word
    expect(within(group).getByRole('checkbox', { name: 'Boucle magnétique (1)' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Équipements' })).not.toContainElement(stepFree);
    fireEvent.click(stepFree);
    fireEvent.click(within(group).getByRole('checkbox', { name: /Ascenseur/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ accessibility: ['step_free_access', 'elevator'], facilities: [] }));
  });

  it('accessibility selected: Facilities reads active and Clear removes it', async () => {
    const { onApply } = setup('a=2&c=0&b=0&city=1&accessibility=elevator');
    expect(screen.getByRole('button', { name: 'Équipements' })).toHaveClass('sf-search-filterbar__button--active');
    const panel = await openSection('Équipements');
    expect(within(panel).getByRole('checkbox', { name: /Ascenseur/ })).toBeChecked();
    fireEvent.click(within(panel).getByRole('button', { name: 'Effacer' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ accessibility: [] }));
  });

  it('free cancellation: a checkbox of More filters with its count, sent as the freeCancellation flag', async () => {
    const { onApply } = setup();
    const panel = await openSection('Plus de filtres');
    const free = await within(panel).findByRole('checkbox', { name: 'Annulation gratuite (7)' });
    expect(within(panel).getByRole('group', { name: 'Annulation' })).toContainElement(free);
    fireEvent.click(free);
    fireEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ freeCancellation: true }));
  });

  it('free cancellation selected: More filters reads active and Clear removes it', async () => {
    const { onApply } = setup('a=2&c=0&b=0&city=1&freeCancellation=1');
    expect(screen.getByRole('button', { name: 'Plus de filtres' })).toHaveClass('sf-search-filterbar__button--active');
    const panel = await openSection('Plus de filtres');
    expect(await within(panel).findByRole('checkbox', { name: /Annulation gratuite/ })).toBeChecked();
    fireEvent.click(within(panel).getByRole('button', { name: 'Effacer' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ city: '1', freeCancellation: false }));
  });

  it('activities at count 0 are disabled', async () => {
    setup();
    const panel = await openSection('Activités');
    expect(await within(panel).findByRole('button', { name: /Hammam/ })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: /Spa/ })).toBeEnabled();
  });

  it('the collapsed activity list opens when the keyboard focus reaches an activity below the fold', async () => {
    setup();
    const panel = await openSection('Activités');
    const spa = await within(panel).findByRole('button', { name: /Spa/ });
    const list = spa.closest('.sf-search-filter__activities') as HTMLElement;
    const more = within(panel).getByRole('button', { name: 'Voir plus' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // the list's fold at 124 px; Spa inside it, a later activity below it
    const rect = (bottom: number) => ({ bottom, top: bottom - 36, left: 0, right: 100, width: 100, height: 36, x: 0, y: bottom - 36, toJSON: () => ({}) });
    jest.spyOn(list, 'getBoundingClientRect').mockReturnValue(rect(124));
    jest.spyOn(spa, 'getBoundingClientRect').mockReturnValue(rect(80));
    fireEvent.focus(spa);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    jest.spyOn(spa, 'getBoundingClientRect').mockReturnValue(rect(170));
    fireEvent.focus(spa);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('sf-search-filter__activities--collapsed');
  });

  /** Opens the activities section with the list `scrollHeight` px tall; returns the panel and its Spa button. */
  async function activitiesOfHeight(scrollHeight: number) {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
    setup();
    const panel = await openSection('Activités');
    return { panel, spa: await within(panel).findByRole('button', { name: /Spa/ }) };
  }

  it("an activity list that fits within the 124 px fold has no 'See more' and no fade", async () => {
    const { panel, spa } = await activitiesOfHeight(100);
    expect(within(panel).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(spa.closest('.sf-search-filter__activities')).not.toHaveClass('sf-search-filter__activities--collapsed');
  });

  it("a longer activity list is collapsed at the fold with 'See more'", async () => {
    const { panel, spa } = await activitiesOfHeight(300);
    expect(within(panel).getByRole('button', { name: 'Voir plus' })).toHaveAttribute('aria-expanded', 'false');
    expect(spa.closest('.sf-search-filter__activities')).toHaveClass('sf-search-filter__activities--collapsed');
  });

  it("'Reset all filters' shows with active filters and clears them, keeping the destination", () => {
    const { onApply } = setup('a=2&c=0&b=0&city=1&stars=4,5&priceMax=12000&petsAllowed=true');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser tous les filtres' }));
    const applied = onApply.mock.calls[0][0];
    expect(applied).toEqual(expect.objectContaining({ city: '1', stars: [] }));
    expect(applied.priceMax).toBeUndefined();
    expect(applied.petsAllowed).toBeFalsy();
  });

  it("no 'Reset all filters' without an active filter", () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Réinitialiser tous les filtres' })).toBeNull();
  });
});
