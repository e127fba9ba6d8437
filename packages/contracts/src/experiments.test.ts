import type { ExperimentsConfig } from './runtime-config';
import { assignVariants } from './experiments';

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
