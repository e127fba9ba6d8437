import { TOP_BAR_KINDS, bannerPageOf } from './chrome';

describe('chrome by page kind (site-wide §2)', () => {
  it('banners: home-like, search-like and product-like pages only', () => {
    expect(['home', 'landing', 'minisite'].map((k) => bannerPageOf(k as never))).toEqual(['home', 'home', 'home']);
    expect(['search', 'activitySearch', 'keyword'].map((k) => bannerPageOf(k as never))).toEqual(['search', 'search', 'search']);
    expect(['product', 'hotel', 'activity'].map((k) => bannerPageOf(k as never))).toEqual(['product', 'product', 'product']);
    expect(bannerPageOf('contact')).toBeNull();
    expect(bannerPageOf('notFound')).toBeNull();
  });

  it('top bar: booking and gifting pages, not contact or 404', () => {
    expect(TOP_BAR_KINDS).toEqual(expect.arrayContaining(['home', 'search', 'product', 'hotel']));
    expect(TOP_BAR_KINDS).not.toContain('contact');
    expect(TOP_BAR_KINDS).not.toContain('notFound');
  });
});
