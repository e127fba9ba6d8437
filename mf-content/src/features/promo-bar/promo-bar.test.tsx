import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import type { PromoBar as PromoBarData } from '../../api/types';
import { PromoBar } from './promo-bar';
import { isPromoBannerVariant, isPromoBarShown, promoBarTabs, withExperimentBanner } from './select';

const bar = (page: PromoBarData['page'], flow: PromoBarData['flow']): PromoBarData => ({
  internalCode: `${page}-${flow}`,
  campaign: 'c',
  category: 'k',
  page,
  flow,
  links: [{ label: `${flow} offer`, url: `/${flow}`, newTab: false, variant: 'default' }],
  palette: '#1f2328',
  font: 'light',
});
const bars = [bar('home', 'booking'), bar('home', 'gifting'), bar('search', 'booking'), bar('search', 'gifting')];

describe('promo bar flow tabs (homepage setting promoBar.flowTabs)', () => {
  it('offers the flows of home pages only when the setting is on', () => {
    expect(promoBarTabs(bars, 'home', { show: true, flowTabs: true })).toEqual(['booking', 'gifting']);
    expect(promoBarTabs(bars, 'home', { show: true, flowTabs: false })).toEqual([]);
    expect(promoBarTabs(bars, 'home', null)).toEqual([]);
    expect(promoBarTabs(bars, 'search', { show: true, flowTabs: true })).toEqual([]);
    expect(promoBarTabs([bar('home', 'booking')], 'home', { show: true, flowTabs: true })).toEqual([]);
  });

  it('hides the bar of home pages when the setting says so', () => {
    expect(isPromoBarShown('home', { show: false, flowTabs: true })).toBe(false);
    expect(isPromoBarShown('home', null)).toBe(true);
    expect(isPromoBarShown('search', { show: false, flowTabs: false })).toBe(true);
  });

  it('renders tabs that switch the bar by click and arrow keys', () => {
    const onFlowChange = jest.fn();
    const { rerender } = renderWithApp(<PromoBar bar={bars[0]!} flows={['booking', 'gifting']} onFlowChange={onFlowChange} />, testContext('nl_BE'));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Boeken', 'Cadeau doen']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('booking offer');
    // ARIA in HTML: a list keeps its list role, the panel is the group around it
    expect(panel.tagName).toBe('DIV');
    expect(panel.querySelector('ul')).not.toHaveAttribute('role');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    fireEvent.click(tabs[1]!);
    expect(onFlowChange).toHaveBeenLastCalledWith('gifting');
    rerender(<PromoBar bar={bars[1]!} flows={['booking', 'gifting']} onFlowChange={onFlowChange} />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(onFlowChange).toHaveBeenLastCalledWith('booking');
  });

  it('renders no tabs without flows (setting off)', () => {
    renderWithApp(<PromoBar bar={bars[0]!} flows={[]} onFlowChange={jest.fn()} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('link', { name: 'booking offer' })).toHaveAttribute('href', '/booking');
  });
});

describe('default experiment promo banner', () => {
  const banner = { label: '10% extra korting op een selectie arrangementen', url: '/zoeken' };

  it('reads the variant defensively from the shell experiments', () => {
    expect(isPromoBannerVariant({ dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'extra10' } as never)).toBe(true);
    expect(isPromoBannerVariant({ dates: 'control', themeList: 'control', popularDates: 'control' } as never)).toBe(false);
    expect(isPromoBannerVariant(undefined)).toBe(false);
  });

  it('leads the booking bar in the variant; control, gifting and a missing banner keep the bar', () => {
    expect(withExperimentBanner(bars[0]!, banner, 'home', 'booking', true)?.links.map((l) => l.label)).toEqual([banner.label, 'booking offer']);
    expect(withExperimentBanner(bars[0]!, banner, 'home', 'booking', false)).toBe(bars[0]);
    expect(withExperimentBanner(bars[1]!, banner, 'home', 'gifting', true)).toBe(bars[1]);
    expect(withExperimentBanner(bars[0]!, null, 'home', 'booking', true)).toBe(bars[0]);
  });

  it('is a bar of its own on a page kind without a booking bar, readable (dark text on light grey, black link)', () => {
    const own = withExperimentBanner(null, banner, 'product', 'booking', true);
    expect(own).toMatchObject({ page: 'product', flow: 'booking', font: 'dark', links: [{ label: banner.label, url: '/zoeken', variant: 'black', experiment: true }] });
    renderWithApp(<PromoBar bar={own!} />, testContext('nl_NL'));
    expect(screen.getByRole('link', { name: banner.label }).closest('li')).toHaveAttribute('data-experiment', 'extra10');
  });
});
