/**
 * Filter sections on their own (search.md §4, §5): the distance filter ('Include offers around' with a city, the
 * 0-300 km slider, the city minimum) and the price display ('+250 €' at the upper bound).
 */
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { parseHash, priceBands, type Flow, type SearchCriteria } from '@storefront/criteria';
import { renderWithProviders } from '../../test/render';
import type { Facets, PriceBandCount } from '../../api/types';
import { FilterBar } from './filters';
import { DistanceSection, PriceSection } from './sections';
import { EMPTY_FACETS } from './use-facets';

/** A section editing a draft, as the filter bar does; `onPatch` sees every patch. */
function Harness({
  section,
  initial,
  flow = 'booking',
  cityMinimum,
  bands,
  onPatch,
}: {
  section: 'distance' | 'price';
  initial: SearchCriteria;
  flow?: Flow;
  cityMinimum?: number;
  bands?: PriceBandCount[];
  onPatch: jest.Mock;
}) {
  const [draft, setDraft] = useState(initial);
  const patch = (p: Partial<SearchCriteria>) => {
    onPatch(p);
    setDraft((d) => ({ ...d, ...p }));
  };
  return section === 'distance' ? (
    <DistanceSection draft={draft} patch={patch} cityMinimum={cityMinimum} />
  ) : (
    <PriceSection flow={flow} draft={draft} patch={patch} bands={bands} />
  );
}

function renderSection(
  section: 'distance' | 'price',
  hash: string,
  options: { flow?: Flow; cityMinimum?: number; bands?: PriceBandCount[] } = {},
) {
  const onPatch = jest.fn();
  const flow = options.flow ?? 'booking';
  renderWithProviders(
    <Harness
      section={section}
      initial={parseHash(hash, { flow })}
      flow={flow}
      cityMinimum={options.cityMinimum}
      bands={options.bands}
      onPatch={onPatch}
    />,
  );
  return { onPatch };
}

const slider = (name: string) => screen.getByRole('slider', { name });
const includeAround = () => screen.queryByRole('switch', { name: 'Inclure les offres aux alentours' });
/** The displayed range, spaces normalised (Intl puts narrow no-break spaces in amounts). */
const shown = () =>
  (document.querySelector('.sf-search-filter__value')?.textContent ?? '').replace(/\s/g, ' ');

describe('DistanceSection', () => {
  it('is not shown without a city or a position', () => {
    renderSection('distance', 'a=2&region=3');
    expect(screen.queryByRole('heading', { name: 'Distance' })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it("with a city and no distance bound: 'Include offers around' is off and there is no slider (the filter is inactive)", () => {
    renderSection('distance', 'a=2&city=1');
    expect(includeAround()).not.toBeChecked();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it("turning 'Include offers around' on sets the bounds from the city minimum (0 when unknown) to 300 km and shows the 0-300 km slider, step 1", () => {
    const { onPatch } = renderSection('distance', 'a=2&city=1');
    fireEvent.click(includeAround()!);
    expect(onPatch).toHaveBeenLastCalledWith({ distanceMin: 0, distanceMax: 300 });
    expect(includeAround()).toBeChecked();
    for (const name of ['Distance minimale', 'Distance maximale']) {
      expect(slider(name)).toHaveAttribute('min', '0');
      expect(slider(name)).toHaveAttribute('max', '300');
      expect(slider(name)).toHaveAttribute('step', '1');
    }
    expect(slider('Distance minimale')).toHaveValue('0');
    expect(slider('Distance maximale')).toHaveValue('300');
    expect(shown()).toBe('0 km – 300 km');
  });

  it('starts from the city minimum when the city has one', () => {
    const { onPatch } = renderSection('distance', 'a=2&city=1', { cityMinimum: 15 });
    fireEvent.click(includeAround()!);
    expect(onPatch).toHaveBeenLastCalledWith({ distanceMin: 15, distanceMax: 300 });
    expect(slider('Distance minimale')).toHaveValue('15');
  });

  it('turning it off removes both bounds (the filter is inactive again)', () => {
    const { onPatch } = renderSection('distance', 'a=2&city=1&distanceMin=10&distanceMax=120');
    expect(includeAround()).toBeChecked();
    expect(shown()).toBe('10 km – 120 km');
    fireEvent.click(includeAround()!);
    expect(onPatch).toHaveBeenLastCalledWith({ distanceMin: undefined, distanceMax: undefined });
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('the sliders never cross: a minimum above the maximum stops at it, and the other way round', () => {
    const { onPatch } = renderSection('distance', 'a=2&city=1&distanceMin=10&distanceMax=120');
    fireEvent.change(slider('Distance minimale'), { target: { value: '200' } });
    expect(onPatch).toHaveBeenLastCalledWith({ distanceMin: 120, distanceMax: 120 });
    fireEvent.change(slider('Distance maximale'), { target: { value: '50' } });
    expect(onPatch).toHaveBeenLastCalledWith({ distanceMin: 120, distanceMax: 120 });
    fireEvent.change(slider('Distance maximale'), { target: { value: '250' } });
    expect(onPatch).toHaveBeenLastCalledWith({ distanceMin: 120, distanceMax: 250 });
    expect(shown()).toBe('120 km – 250 km');
  });

  it('one track filled between the two thumbs; the lower thumb comes on top once both meet at the upper end', () => {
    renderSection('distance', 'a=2&city=1&distanceMin=30&distanceMax=150');
    const track = slider('Distance minimale').parentElement!;
    expect(track).toContainElement(slider('Distance maximale'));
    expect(track.style.getPropertyValue('--sf-range-lo')).toBe('10%');
    expect(track.style.getPropertyValue('--sf-range-hi')).toBe('50%');
    expect(track).not.toHaveAttribute('data-upper-reached');
    fireEvent.change(slider('Distance maximale'), { target: { value: '300' } });
    fireEvent.change(slider('Distance minimale'), { target: { value: '300' } });
    expect(track.style.getPropertyValue('--sf-range-lo')).toBe('100%');
    expect(track).toHaveAttribute('data-upper-reached');
  });

  it("a position search (no city) has no 'Include offers around': its radius is the slider", () => {
    renderSection('distance', 'a=2&lat=45.5&lng=4.8&distanceMin=0&distanceMax=200');
    expect(includeAround()).toBeNull();
    expect(slider('Distance maximale')).toHaveValue('200');
  });

  it("in the filter bar: 'Include offers around' then Confirm applies the distance bounds", async () => {
    const onApply = jest.fn();
    const facets: Facets = EMPTY_FACETS;
    renderWithProviders(
      <FilterBar
        flow="booking"
        criteria={parseHash('a=2&city=1', { flow: 'booking' })}
        facets={facets}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Distance' }));
    const panel = await screen.findByRole('dialog', { name: 'Distance' });
    fireEvent.click(await within(panel).findByRole('switch', { name: 'Inclure les offres aux alentours' }));
    fireEvent.change(within(panel).getByRole('slider', { name: 'Distance maximale' }), {
      target: { value: '100' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ city: '1', distanceMin: 0, distanceMax: 100 }),
    );
  });
});

describe('PriceSection', () => {
  it("shows '+250 €' at the upper bound (no upper bound set), and the amount below it", () => {
    renderSection('price', 'a=2&city=1');
    expect(shown()).toBe('9 € – +250 €');
    expect(slider('Prix maximum')).toHaveValue('250');
  });

  it("goes back to '+250 €' when the maximum is moved to 250, which removes the upper bound", () => {
    const { onPatch } = renderSection('price', 'a=2&city=1&priceMin=2000&priceMax=10000');
    expect(shown()).toBe('20 € – 100 €');
    fireEvent.change(slider('Prix maximum'), { target: { value: '250' } });
    expect(onPatch).toHaveBeenLastCalledWith({ priceMin: 2000, priceMax: undefined });
    expect(shown()).toBe('20 € – +250 €');
    fireEvent.change(slider('Prix maximum'), { target: { value: '249' } });
    expect(onPatch).toHaveBeenLastCalledWith({ priceMin: 2000, priceMax: 24900 });
    expect(shown()).toBe('20 € – 249 €');
  });

  it('starts at 1 € in the activity flow, still open at +250 €', () => {
    renderSection('price', 'a=2', { flow: 'activity' });
    expect(shown()).toBe('1 € – +250 €');
    expect(slider('Prix minimum')).toHaveAttribute('min', '1');
  });

  describe('price histogram', () => {
    // offers per 10 € band: 2 at 10-20 €, 3 at 50-60 €, 1 at 120-130 €, 4 above 250 €
    const counts: Record<number, number> = { 1: 2, 5: 3, 12: 1, 25: 4 };
    const bands = priceBands().map((b, i) => ({ ...b, count: counts[i] ?? 0 }));
    const histogram = () => screen.getByRole('img', { name: /^Répartition des prix/ });
    const name = () => (histogram().getAttribute('aria-label') ?? '').replace(/\s/g, ' ');
    const bars = () => [...histogram().querySelectorAll('.sf-search-histogram__bar')];
    const highlighted = () => bars().map((bar, i) => (bar.classList.contains('sf-search-histogram__bar--selected') ? i : -1)).filter((i) => i >= 0);

    it('stands above the slider, one bar per band, the selected range highlighted and said to screen readers', () => {
      renderSection('price', 'a=2&city=1&priceMin=2000&priceMax=13000', { bands });
      expect(bars()).toHaveLength(bands.length);
      expect(highlighted()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(name()).toBe('Répartition des prix : 4 offres sur 10 entre 20 € et 130 €');
      expect(histogram().compareDocumentPosition(slider('Prix minimum')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // bar heights follow the counts (the fullest band at 100 %)
      expect((bars()[25] as HTMLElement).style.height).toBe('100%');
      expect((bars()[0] as HTMLElement).style.height).toBe('0px');
    });

    it('follows the slider: an open upper bound takes in the last band', () => {
      renderSection('price', 'a=2&city=1&priceMin=2000&priceMax=13000', { bands });
      fireEvent.change(slider('Prix maximum'), { target: { value: '250' } });
      expect(highlighted()).toContain(25);
      expect(name()).toBe('Répartition des prix : 8 offres sur 10 à partir de 20 €');
    });

    it('is left out when no offer is counted', () => {
      renderSection('price', 'a=2&city=1', { bands: priceBands().map((b) => ({ ...b, count: 0 })) });
      expect(screen.queryByRole('img')).toBeNull();
    });
  });
});
