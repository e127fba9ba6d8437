/** @jest-environment jsdom */
import { FIRST_VIEW_ATTRIBUTE, firstViewSlot, firstViewViewportOf } from './first-view';
import { pageContextOf } from './page-context';
import type { RuntimeConfig } from './runtime-config';

describe('firstViewViewportOf: the viewport a first view is rendered for', () => {
  it('follows Sec-CH-UA-Mobile when the browser sends it', () => {
    expect(firstViewViewportOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('mobile');
    expect(firstViewViewportOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' })).toBe('desktop');
  });

  it('else reads the user agent; desktop without either', () => {
    expect(firstViewViewportOf({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe('mobile');
    expect(firstViewViewportOf({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('desktop');
    expect(firstViewViewportOf({})).toBe('desktop');
  });
});

describe('firstViewSlot: the elements the shell would create for the page application', () => {
  it('wraps the view in the application host, its content (marked as not hydrated) and its status box', () => {
    document.body.innerHTML = firstViewSlot('mf_product/spa', '<h1>Offer</h1>');
    const host = document.body.firstElementChild as HTMLElement;
    expect(host.dataset.remote).toBe('mf_product/spa');
    const content = host.querySelector('[data-remote-content="mf_product/spa"]')!;
    expect(content.hasAttribute(FIRST_VIEW_ATTRIBUTE)).toBe(true);
    expect(content.innerHTML).toBe('<h1>Offer</h1>');
    expect(host.lastElementChild!.hasAttribute('data-remote-status')).toBe(true);
  });
});

describe('pageContextOf: the context of a page, the same on the server and in the shell', () => {
  const config = {
    environment: 'production',
    endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
    site: 'fr_FR',
    toggles: { fr_FR: { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true } },
    cmsSlugs: { fr_FR: ['aide'] },
    minisites: [{ id: 7, slug: 'escapades-privees', locale: 'fr_FR', partnerName: 'Partner' }],
    messengerAppId: null,
    mapStyleUrl: null,
    showErrors: false,
    hosts: { hosts: {}, defaultSite: 'fr_FR', customerCarePrefix: 'agent.' },
  } as unknown as RuntimeConfig;
  const experiments = { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' } as const;

  it('routes the URL with the page routing and gives the site, toggles, experiments and mode', () => {
    const page = pageContextOf({ config, url: '/sejour/100227', customerCare: false, hasCustomerCareToken: false, experiments, remotes: ['mf_product'] });
    expect(page.route.kind).toBe('product');
    expect(page.route.params.offerId).toBe('100227');
    expect(page.context.locale).toBe('fr_FR');
    expect(page.context.toggles.boxes).toBe(true);
    expect(page.context.experiments).toEqual(experiments);
    expect(page.context.minisite).toBeNull();
    expect(page.routing.remotes).toEqual(['mf_product']);
    expect(page.context.routing).toBe(page.routing);
  });

  it("gives a mini-site's page its mini-site", () => {
    const page = pageContextOf({ config, url: 'http://localhost/escapades-privees', customerCare: true, hasCustomerCareToken: true, experiments, remotes: undefined });
    expect(page.context.minisite).toEqual({ id: 7, slug: 'escapades-privees', partnerName: 'Partner' });
    expect(page.context.customerCare).toBe(true);
    // the prefix a link copied for the customer drops comes from the hosts config
    expect(page.context.customerCarePrefix).toBe('agent.');
    expect(page.routing.customerCare).toEqual({ active: true, hasToken: true });
  });
});
