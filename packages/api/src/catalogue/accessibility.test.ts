import { accessibilityOf } from './steps/hotels';

describe('accessibility facilities of the seeded hotels', () => {
  const hotels = Array.from({ length: 2000 }, (_, i) => accessibilityOf(42, 1000 + i));
  const share = (code: string) => hotels.filter((a) => (a as string[]).includes(code)).length / hotels.length;

  it('gives each facility to a realistic share of hotels', () => {
    expect(share('step_free_access')).toBeGreaterThan(0.35);
    expect(share('step_free_access')).toBeLessThan(0.45);
    expect(share('elevator')).toBeGreaterThan(0.5);
    expect(share('elevator')).toBeLessThan(0.6);
    expect(share('accessible_bathroom')).toBeGreaterThan(0.15);
    expect(share('accessible_bathroom')).toBeLessThan(0.25);
    expect(share('accessible_parking')).toBeGreaterThan(0.25);
    expect(share('accessible_parking')).toBeLessThan(0.36);
    expect(share('hearing_loop')).toBeGreaterThan(0.05);
    expect(share('hearing_loop')).toBeLessThan(0.11);
  });

  it('is coherent (an accessible bathroom only with step-free access) and the same for the same seed', () => {
    for (const a of hotels) if (a.includes('accessible_bathroom')) expect(a).toContain('step_free_access');
    expect(accessibilityOf(42, 1234)).toEqual(hotels[234]);
    expect(Array.from({ length: 50 }, (_, i) => accessibilityOf(7, 1000 + i))).not.toEqual(hotels.slice(0, 50));
  });
});
