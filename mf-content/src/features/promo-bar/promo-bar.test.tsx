import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import type { PromoBar as PromoBarData } from '../../api/types';
import { PromoBar } from './promo-bar';
import { isPromoBarShown, promoBarTabs } from './select';

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
    expect(screen.getByRole('tabpanel')).toHaveTextContent('booking offer');
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
