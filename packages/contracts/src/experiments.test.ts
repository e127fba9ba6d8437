import type { ExperimentsConfig } from './runtime-config';
import { assignVariants, withExperimentLink } from './experiments';

const config: ExperimentsConfig = {
  dates: { variants: { control: 50, forced: 25, suggested: 25 } },
  themeList: { variants: { control: 50, reduced: 50 } },
  popularDates: { variants: { control: 50, variation: 50 }, sites: ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE'] },
  promoBanner: { variants: { control: 50, extra10: 50 } },
};

describe('assignVariants', () => {
  it('draws by weight and keeps the draw in the cookie value', () => {
    const a = assignVariants(config, 'fr_FR', null, '', () => 0.99);
    expect(a.variants).toEqual({ dates: 'suggested', themeList: 'reduced', popularDates: 'variation', promoBanner: 'extra10' });
    expect(a.cookieValue).toBe('dates:suggested,themeList:reduced,popularDates:variation,promoBanner:extra10');
    expect(assignVariants(config, 'fr_FR', null, '', () => 0).variants.dates).toBe('control');
  });

  it('a visitor keeps the variant from their cookie', () => {
    const a = assignVariants(config, 'fr_FR', 'dates:forced,themeList:control,popularDates:control,promoBanner:extra10', '', () => 0);
    expect(a.variants).toEqual({ dates: 'forced', themeList: 'control', popularDates: 'control', promoBanner: 'extra10' });
  });

  it('a URL parameter forces a variant for testing and is kept', () => {
    const a = assignVariants(config, 'es_ES', 'dates:control', '?xp=dates:forced,popularDates:variation', () => 0);
    expect(a.variants.dates).toBe('forced');
    expect(a.variants.popularDates).toBe('variation');
    expect(a.cookieValue).toContain('dates:forced');
    expect(assignVariants(config, 'nl_NL', 'promoBanner:control', '?xp=promoBanner:extra10', () => 0).variants.promoBanner).toBe('extra10');
  });

  it('sites outside an experiment get control; unknown variants are ignored', () => {
    expect(assignVariants(config, 'it_IT', null, '?xp=popularDates:variation', () => 0.99).variants.popularDates).toBe('control');
    expect(assignVariants(config, 'fr_FR', 'dates:bogus', '?xp=dates:<script>', () => 0).variants.dates).toBe('control');
  });
});

describe('withExperimentLink', () => {
  const link = { label: '10 % extra', url: '/recherche?promo=extra10' };
  const own = (l: typeof link) => ({ flow: 'booking', links: [l], own: true });
  const bookingBar = { flow: 'booking', links: [{ label: 'Dernière minute', url: '/recherche' }, { ...link }], own: false };

  it('puts the experiment link first in the booking bar, without repeating an equal CMS link', () => {
    expect(withExperimentLink(bookingBar, link, 'booking', own)?.links?.map((l) => l.label)).toEqual(['10 % extra', 'Dernière minute']);
    // a CMS link with the same text and another address stays
    const other = { ...bookingBar, links: [{ label: '10 % extra', url: '/ailleurs' }] };
    expect(withExperimentLink(other, link, 'booking', own)?.links?.map((l) => l.url)).toEqual([link.url, '/ailleurs']);
  });

  it('makes a bar of its own when the booking flow has no booking bar; other flows keep theirs', () => {
    expect(withExperimentLink(null, link, 'booking', own)).toEqual({ flow: 'booking', links: [link], own: true });
    const giftBar = { flow: 'gifting', links: [{ label: 'Carte cadeau', url: '/cadeau' }], own: false };
    expect(withExperimentLink(giftBar, link, 'gifting', own)).toBe(giftBar);
    expect(withExperimentLink(null, link, 'activity', own)).toBeNull();
  });
});
