import type { OfferView, ThemeView } from '../../api/types';
import { NEARBY_LINKS_MAX, nearbyDestinations, popularThemes, seoCase, widerAreas } from './seo-links';

const offerIn = (label: string, uri: string | null) => ({ hotel: { locationLabel: label, locationUri: uri } }) as unknown as OfferView;
const theme = (id: number, count: number): ThemeView => ({ id: String(id), label: `T${id}`, slug: `t${id}`, kind: 'stay', count, uri: `/idee/t${id}`, description: null });

describe('suggestion links', () => {
  it('lists the distinct hotel towns of the offers, without the destination searched, capped', () => {
    const offers = [offerIn('Lyon', '/ville/lyon'), offerIn('Annecy', '/ville/annecy'), offerIn('Annecy', '/ville/annecy'), offerIn('Vienne', null), offerIn('lyon', '/ville/lyon-2')];
    expect(nearbyDestinations(offers, 'Lyon')).toEqual([{ label: 'Annecy', href: '/ville/annecy' }]);
    const many = Array.from({ length: 20 }, (_, i) => offerIn(`V${i}`, `/ville/v${i}`));
    expect(nearbyDestinations(many, null)).toHaveLength(NEARBY_LINKS_MAX);
  });

  it('widens to the parent areas of the destination', () => {
    const paris = { id: 10001, label: 'Paris', category: 'city', latitude: 0, longitude: 0 };
    const hierarchy = [paris, { ...paris, id: 1001, category: 'department' }, { ...paris, id: 101, label: 'Île-de-France', category: 'region' }, { ...paris, id: 1, label: 'France', category: 'country' }];
    // the department of the same name is left out
    expect(widerAreas(hierarchy, paris).map((p) => p.category)).toEqual(['region', 'country']);
    const region = hierarchy[2]!;
    expect(widerAreas(hierarchy.slice(2), region).map((p) => p.label)).toEqual(['France']);
    expect(widerAreas(undefined, null)).toEqual([]);
  });

  it('suggests the themes with the most offers, other than the one searched, in display order', () => {
    const themes = [theme(1, 48), theme(2, 0), theme(3, 44), theme(4, 37), theme(5, 9)];
    expect(popularThemes(themes, '1', 2).map((t) => t.id)).toEqual(['3', '4']);
    expect(popularThemes(themes, undefined).map((t) => t.id)).toEqual(['1', '3', '4', '5']);
  });

  it('picks the SEO title case', () => {
    expect([seoCase('Paris', 'Romantique'), seoCase('Paris', null), seoCase(null, 'Romantique'), seoCase(undefined, undefined)]).toEqual(['both', 'destination', 'theme', 'none']);
  });
});
