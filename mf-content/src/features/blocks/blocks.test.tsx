import { screen, waitFor } from '@testing-library/react';
import { renderWithApp, testContext } from '../../../test/render';
import { clearResources } from '../../api/resource';
import { fetchContentBoxes } from '../../api/cms';
import { BlockView } from './blocks';
import { GiftBlock, GiftBlockView } from '../gift-block/gift-block';
import { giftBlockCards } from '@storefront/contracts';
import { ContentBoxes, discountOf, ratingText } from '../content-boxes/content-boxes';
import { RichText } from '../../shared/rich-text';
import { selectAnnouncement } from '../announcement-banner/select';
import { selectPromoBar } from '../promo-bar/select';
import { contentForFlow, flowOf, giftLandingRedirect } from '../homepage/flow';
import type { Homepage, PromoBar } from '../../api/types';

jest.mock('../../api/cms', () => ({ ...jest.requireActual('../../api/cms'), fetchContentBoxes: jest.fn() }));
const boxes = fetchContentBoxes as jest.MockedFunction<typeof fetchContentBoxes>;

beforeEach(() => {
  clearResources();
  boxes.mockReset();
});

describe('blocks', () => {
  it('renders the main USP list with its variant', () => {
    const { container } = renderWithApp(<BlockView index={0} flow="booking" block={{ _type: 'mainUsp', variant: 'border', list: [{ icon: 'gift', text: 'Valable 15 mois' }] }} />);
    expect(container.querySelector('.sf-content-usp--border')).not.toBeNull();
    expect(screen.getByText('Valable 15 mois')).toBeInTheDocument();
  });

  it('renders top search results with counts and new-tab links', () => {
    renderWithApp(
      <BlockView index={1} flow="booking" block={{ _type: 'topSearchResults', title: 'Top', results: [{ label: 'Week-end à Paris', resultsCount: 12, type: 'city', url: '/ville/paris', newTab: true }] }} />,
    );
    const link = screen.getByRole('link', { name: /Week-end à Paris/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('12 séjours');
  });

  it('skips unknown block types', () => {
    const { container } = renderWithApp(<BlockView index={0} flow="booking" block={{ _type: 'nope' } as never} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('gift block', () => {
  const content = { campaign: 'gift', boxURL: 'https://b', singleVoucherURL: '/recherche?flow=gifting', giftcardURL: '/giftcard/customization', activityOnlyURL: '' };
  it('drops a card whose link is missing, keeps at most four', () => {
    expect(giftBlockCards(content).map((c) => c.kind)).toEqual(['singleVoucher', 'box', 'giftcard']);
  });
  it('uses default titles when missing and opens cards in new tabs', () => {
    renderWithApp(<GiftBlockView content={content} />, testContext('nl_NL'));
    expect(screen.getByRole('heading', { name: 'Geef een weekendje weg cadeau' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    links.forEach((l) => expect(l).toHaveAttribute('target', '_blank'));
  });
});

describe('gift block in customer-care mode', () => {
  it('is hidden and not fetched', () => {
    const { container } = renderWithApp(<GiftBlock />, testContext('fr_FR', { customerCare: true }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('content boxes', () => {
  it('shows Error: {message} only when errors are enabled', async () => {
    boxes.mockRejectedValue(new Error('boom'));
    const { container } = renderWithApp(<ContentBoxes />, testContext('fr_FR', { showErrors: false }));
    await waitFor(() => expect(container.querySelector('.sf-ui-skeleton, [aria-busy]')).toBeNull());
    expect(screen.queryByText(/boom/)).toBeNull();
    clearResources();
    renderWithApp(<ContentBoxes />, testContext('fr_FR', { showErrors: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur : boom');
  });

  /** A content boxes answer with one box ('Gourmet', SKU1), `box` overriding its fields. */
  const boxesAnswer = (box: Record<string, unknown> = {}) => ({
    campaign: 'c',
    title: 'Best',
    subtitle: 's',
    buttonLabel: 'Tous',
    buttonURL: '/recherche?flow=gifting',
    results: [{ id: 1, sku: 'SKU1', handle: 'gourmet', title: 'Gourmet', image: '/i.svg', includedContent: '1 nuit', rating: '8.9', price: 10000, position: 1, ...box }],
  });

  it('renders boxes with rating /10 (decimal comma of the site) and discount', async () => {
    boxes.mockResolvedValue(boxesAnswer({ promoPrice: 7990 }));
    renderWithApp(<ContentBoxes />);
    const link = await screen.findByRole('link', { name: /Gourmet/ });
    // boxes migration toggle off: the country's gift shop, with the tracking parameters (site-wide §2)
    expect(link).toHaveAttribute('href', 'https://shop.weekend-stays.fr/products/gourmet?utm_source=weekend-stays&utm_medium=contentboxes&utm_campaign=c');
    expect(link).toHaveTextContent('Note : 8,9/10');
    expect(link).toHaveTextContent('-21 %');
    expect(ratingText('9/10', 'fr_FR')).toBe('9/10');
    expect(ratingText('9.25', 'it_IT')).toBe('9,3/10');
    expect(ratingText('8.5/10', 'nl_NL')).toBe('8,5/10');
    expect(ratingText('7,5', 'es_ES')).toBe('7,5/10');
    expect(ratingText('Top', 'fr_BE')).toBe('Top/10');
    expect(discountOf({ price: 100, promoPrice: 100 })).toBeNull();
  });

  it('links a box to /box/{sku} when the boxes migration toggle is on', async () => {
    boxes.mockResolvedValue(boxesAnswer());
    const context = testContext('es_ES');
    renderWithApp(<ContentBoxes />, { ...context, toggles: { ...context.toggles, boxes: true } });
    expect(await screen.findByRole('link', { name: /Gourmet/ })).toHaveAttribute('href', '/box/SKU1');
  });
});

describe('rich text', () => {
  it('removes scripts, event handlers and javascript: links', async () => {
    (window as unknown as { __xss?: number }).__xss = 0;
    const { container } = renderWithApp(
      <RichText html={'<p>ok</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">k</a><svg onload="window.__xss=4"></svg>'} />,
    );
    // the sanitiser loads with the first text to clean: nothing is shown before
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:|<svg|onload/);
    expect((window as unknown as { __xss?: number }).__xss).toBe(0);
  });
});

describe('selection rules', () => {
  it('content of the current flow with booking as fallback; gift landing flag', () => {
    const home = { content: { booking: { jumbotron: { title: 'B' }, blocks: [] }, gifting: { jumbotron: { title: 'G' }, blocks: [] } } } as unknown as Homepage;
    expect(contentForFlow(home, 'gifting').jumbotron.title).toBe('G');
    expect(contentForFlow(home, 'activity').jumbotron.title).toBe('B');
    expect(flowOf(new URLSearchParams('flow=nope'))).toBe('booking');
    expect(giftLandingRedirect('gifting', new URLSearchParams('utm_content=giftlptest'))).toBe(true);
    expect(giftLandingRedirect('booking', new URLSearchParams('utm_content=giftlptest'))).toBe(false);
  });

  it('announcement by page kind, flow and locale; promo bar by page and flow', () => {
    const banners = {
      home: [{ flow: 'booking' as const, localizations: [{ locale: 'fr_FR', content: '<p>Hi</p>', colorVariation: 'red' as const }] }],
      search: [],
      product: [],
    };
    expect(selectAnnouncement(banners, 'home', 'gifting', 'fr_FR')?.content).toBe('<p>Hi</p>');
    expect(selectAnnouncement(banners, 'home', 'booking', 'es_ES')).toBeNull();
    expect(selectAnnouncement(banners, 'search', 'booking', 'fr_FR')).toBeNull();
    const bar = (page: PromoBar['page'], flow: PromoBar['flow']) => ({ internalCode: `${page}-${flow}`, campaign: '', category: '', page, flow, links: [], palette: '#fff', font: 'dark' as const });
    const bars = [bar('home', 'booking'), bar('home', 'gifting'), bar('search', 'booking')];
    expect(selectPromoBar(bars, 'home', 'gifting')?.internalCode).toBe('home-gifting');
    expect(selectPromoBar(bars, 'search', 'gifting')?.internalCode).toBe('search-booking');
    expect(selectPromoBar(bars, 'product', 'booking')).toBeNull();
  });
});
