/** @jest-environment jsdom */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_VIEW_NOT_FOUND, matchRoute, type FirstView, type RenderFirstView, type RuntimeConfig } from '@storefront/contracts';
import { ROOT } from './app';
import { FIRST_VIEW_FILE, FIRST_VIEW_TIMEOUT_MS, firstViewRenderers, loopbackEndpoints, type FirstViewPage } from './first-view';
import { firstViewCache } from './first-view-cache';
import { renderPage } from './pages';

const template = readFileSync(path.join(ROOT, 'shell/public/index.html'), 'utf8').replace('</head>', '<script defer src="/main.1a2b3c4d.js"></script></head>');
const config = {
  environment: 'production',
  endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
  site: 'fr_FR',
  origins: { fr_FR: 'https://www.weekend-stays.fr' },
  toggles: { fr_FR: { customerAccount: false, boxes: true, activityOnly: true, physicalVoucher: true } },
  cmsSlugs: { fr_FR: [] },
  minisites: [],
  messengerAppId: null,
  mapStyleUrl: null,
  showErrors: false,
  hosts: { hosts: {}, defaultSite: 'fr_FR', customerCarePrefix: 'cc.' },
} as unknown as RuntimeConfig;
const route = matchRoute('/sejour/100227', 'fr_FR', { toggles: { boxes: true, activityOnly: true } });
const view: FirstView = {
  html: '<h1>Escapade à vélo</h1>',
  css: '.sf-product{color:red}</style><script>alert(1)</script>',
  state: { remote: 'mf-product', url: '/sejour/100227', viewport: 'mobile', renderedAt: 0, data: { 'detail:100227': { title: '</script><b>x' } } },
};
const preloads = ['<link rel="preload" as="script" href="/main.1a2b3c4d.js" />'];

describe('renderPage with a first view', () => {
  const page = renderPage(template, config, route, '/sejour/100227', undefined, preloads, { view, appId: 'mf_product/spa' }).html;
  const doc = new DOMParser().parseFromString(page, 'text/html');

  it('puts the view in the page application’s slot elements, marked as not hydrated', () => {
    const content = doc.querySelector('#sf-main > [data-remote="mf_product/spa"] > [data-remote-content="mf_product/spa"][data-first-view]');
    expect(content?.innerHTML).toBe('<h1>Escapade à vélo</h1>');
  });

  it('carries its CSS in the head and its state as JSON, neither able to close its element', () => {
    const style = doc.querySelector('head style[data-first-view-style="mf-product"]');
    expect(style?.textContent).toBe('.sf-product{color:red}<\\/style><script>alert(1)</script>');
    expect(doc.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById('sf-first-view')!.textContent!)).toEqual(view.state);
  });

  it('starts the scripts and their preload hints once the page has loaded', () => {
    expect(doc.querySelector('head script[src]')).toBeNull();
    expect(doc.querySelector('head link[rel="preload"]')).toBeNull();
    const hints = doc.getElementById('sf-after-load') as HTMLTemplateElement;
    expect(hints.content.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/main.1a2b3c4d.js');
    const loader = [...doc.querySelectorAll('script:not([type])')].map((s) => s.textContent).join('');
    expect(loader).toContain('"/main.1a2b3c4d.js"');
    expect(loader).toContain("addEventListener('load'");
  });

  it('once loaded, adds the scripts and then each preload hint in a task of its own (no long task)', async () => {
    const hints = ['/main.1a2b3c4d.js', '/40.5e6f7a8b.js', '/remotes/mf-product/remoteEntry.js'].map((href) => `<link rel="preload" as="script" href="${href}" />`);
    const page = new DOMParser().parseFromString(renderPage(template, config, route, '/sejour/100227', undefined, hints, { view, appId: 'mf_product/spa' }).html, 'text/html');
    // the page's hints and loader in this (loaded) document, as the browser would run them
    document.head.replaceChildren(document.importNode(page.getElementById('sf-after-load')!, true));
    const loader = [...page.querySelectorAll('script:not([type])')].map((s) => s.textContent).join('');
    // a MutationObserver's callback runs after each task: one record per callback means one hint per task
    const perTask: string[][] = [];
    new MutationObserver((records) => {
      const links = records.flatMap((r) => [...r.addedNodes]).filter((n) => (n as Element).localName === 'link');
      if (links.length) perTask.push(links.map((l) => (l as Element).getAttribute('href')!));
    }).observe(document.head, { childList: true });
    expect(document.readyState).toBe('complete');
    window.eval(loader);
    expect([...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/main.1a2b3c4d.js']);
    expect(document.head.querySelector('link')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(perTask).toEqual([['/main.1a2b3c4d.js'], ['/40.5e6f7a8b.js'], ['/remotes/mf-product/remoteEntry.js']]);
  });

  it('keeps the button last clicked before the scripts came, its default prevented, for the remote to replay; links and hydrating views are left alone', () => {
    const page = new DOMParser().parseFromString(renderPage(template, config, route, '/sejour/100227', undefined, preloads, { view: { ...view, html: '<form><button>Réserver</button></form><button type="button" role="tab">Avis</button><a href="/hotel/1" role="button">Hôtel</a>' }, appId: 'mf_product/spa' }).html, 'text/html');
    // the loader sits in the head: it keeps clicks from the first paint on
    const loader = page.querySelector('head script:not([type])')!.textContent!;
    document.body.replaceChildren(document.importNode(page.querySelector('#sf-main')!, true));
    window.eval(loader);
    const [submit, tab] = [...document.querySelectorAll('button')];
    const link = document.querySelector('a')!;
    // whether the loader prevented the click's default (then prevented here anyway: jsdom neither submits nor navigates)
    let prevented = false;
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    const click = (element: Element) => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return prevented;
    };
    expect(click(submit!)).toBe(true);
    expect(submit!.hasAttribute('data-early-click')).toBe(true);
    expect(click(tab!)).toBe(true);
    expect(document.querySelectorAll('[data-early-click]')).toEqual(document.querySelectorAll('[role="tab"]'));
    expect(click(link)).toBe(false);
    expect(link.hasAttribute('data-early-click')).toBe(false);
    // once the remote hydrates, React has the clicks
    document.querySelector('[data-first-view]')!.setAttribute('data-hydrating', '');
    tab!.removeAttribute('data-early-click');
    expect(click(submit!)).toBe(false);
    expect(document.querySelector('[data-early-click]')).toBeNull();
  });

  it('without JavaScript, gives back the chrome\'s reserved space and links the brand to the homepage', () => {
    // DOMParser runs no scripts: noscript content is parsed as markup, as in a browser without JavaScript
    const header = doc.querySelector('#sf-header header.sf-noscript-header a');
    expect(header?.getAttribute('href')).toBe('/');
    expect(header?.textContent).toBe('Week-end Stays');
    expect(doc.querySelector('head noscript style')?.textContent).toContain('#sf-banners,#sf-top-bar{display:none}');
  });

  it('has the site\'s title and no description unless the view sets its own', () => {
    expect(doc.title).toBe('Week-ends et courts séjours avec activités | Week-end Stays');
    expect(doc.querySelector('meta[name="description"]')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  it('writes the head the view set (title, description, robots), escaped', () => {
    const head = { title: 'Escapade à vélo </title><script>alert(1)</script>', description: 'Deux nuits "au vert" & un dîner', robots: 'noindex, follow' };
    const own = new DOMParser().parseFromString(renderPage(template, config, route, '/sejour/100227', undefined, preloads, { view: { ...view, head }, appId: 'mf_product/spa' }).html, 'text/html');
    expect(own.title).toBe(head.title);
    expect(own.querySelectorAll('head title')).toHaveLength(1);
    expect(own.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head.description);
    expect(own.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(own.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(own.querySelectorAll('script:not([type])')).toHaveLength(1);
  });

  it('a page without a first view keeps its scripts and hints in the head and an empty slot', () => {
    const plain = new DOMParser().parseFromString(renderPage(template, config, route, '/sejour/100227', undefined, preloads).html, 'text/html');
    expect(plain.querySelector('head script[src="/main.1a2b3c4d.js"]')).not.toBeNull();
    expect(plain.querySelector('head link[rel="preload"]')).not.toBeNull();
    expect(plain.getElementById('sf-main')!.children).toHaveLength(0);
    expect(plain.getElementById('sf-first-view')).toBeNull();
  });
});

describe('a page’s first view (uncached)', () => {
  const firstViewOf = (render: RenderFirstView, at: FirstViewPage, log: (message: string) => void, timeoutMs?: number) =>
    firstViewCache({ log, limits: { ttlMs: 0 } })(render, at, timeoutMs);
  const page = {
    config,
    url: '/sejour/100227?flow=booking',
    customerCare: false,
    hasCustomerCareToken: false,
    experiments: { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' } as const,
    remotes: ['mf_product'],
    viewport: 'mobile' as const,
    port: 8123,
  };

  it('gives the renderer the page’s URL, the shell’s context and the API over the loopback', async () => {
    const render = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async () => view);
    expect(await firstViewOf(render, page, jest.fn())).toBe(view);
    const input = render.mock.calls[0]![0];
    expect(input.url).toBe('/sejour/100227?flow=booking');
    expect(input.viewport).toBe('mobile');
    expect(input.context.locale).toBe('fr_FR');
    expect(input.context.endpoints.api).toBe('/api');
    expect(input.endpoints.api).toBe('http://127.0.0.1:8123/api');
    // when the server stops waiting: the renderer's own reads stop before it
    expect(input.deadline! - Date.now()).toBeGreaterThan(FIRST_VIEW_TIMEOUT_MS - 500);
    expect(input.deadline! - Date.now()).toBeLessThanOrEqual(FIRST_VIEW_TIMEOUT_MS);
  });

  it('null, logged, when the renderer fails or is late; null without a log when it declines', async () => {
    const log = jest.fn();
    expect(await firstViewOf(async () => Promise.reject(new Error('offer 404')), page, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('offer 404'));
    expect(await firstViewOf(() => new Promise((resolve) => setTimeout(() => resolve(view), 200)), page, log, 20)).toBeNull();
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('took over 20 ms'));
    log.mockClear();
    expect(await firstViewOf(async () => null, page, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('passes on a renderer’s not found (a keyword page of an unknown slug): the page answers 404', async () => {
    expect(await firstViewOf(async () => FIRST_VIEW_NOT_FOUND, page, jest.fn())).toBe(FIRST_VIEW_NOT_FOUND);
  });

  it('loopbackEndpoints keeps absolute endpoints', () => {
    expect(loopbackEndpoints({ api: 'https://api.example.com', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' }, 9)).toEqual({
      api: 'https://api.example.com',
      frontGateway: 'http://127.0.0.1:9/gateway',
      wedEndpoint: 'http://127.0.0.1:9/wed',
      origin: 'http://127.0.0.1:9',
    });
  });
});

describe('firstViewRenderers', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
    mkdirSync(path.join(dir, 'dist-server'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a remote’s renderer; none when missing or broken (logged)', async () => {
    const log = jest.fn();
    const renderers = firstViewRenderers(log);
    try {
      expect(renderers(path.join(dir, 'missing'))).toBeNull();
      const file = path.join(dir, FIRST_VIEW_FILE);
      writeFileSync(file, "exports.renderFirstView = async (input) => ({ html: 'one ' + input.url });");
      expect(await renderers(dir)!({ url: '/a' } as never)).toEqual({ html: 'one /a' });
      const broken = path.join(dir, 'broken');
      mkdirSync(path.join(broken, 'dist-server'), { recursive: true });
      writeFileSync(path.join(broken, FIRST_VIEW_FILE), 'throw new Error("bad build")');
      // the build loads in its worker: the first render fails with its error, later pages get no renderer
      await expect(renderers(broken)!({ url: '/b' } as never)).rejects.toThrow('bad build');
      expect(renderers(broken)).toBeNull();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('bad build'));
    } finally {
      await renderers.close();
    }
  });

  it('renders outside the server’s event loop, and loads a new build of the remote', async () => {
    const renderers = firstViewRenderers(jest.fn());
    try {
      const file = path.join(dir, FIRST_VIEW_FILE);
      // a render that keeps its thread busy for 300 ms
      writeFileSync(file, "const { threadId } = require('node:worker_threads'); exports.renderFirstView = async () => { const end = Date.now() + 300; while (Date.now() < end); return { html: 'v1', threadId }; };");
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      const answer = (await renderers(dir)!({} as never)) as unknown as { html: string; threadId: number };
      clearInterval(timer);
      expect(answer.html).toBe('v1');
      expect(answer.threadId).not.toBe(0);
      // this thread's timers kept running while the renderer's thread was busy
      expect(ticks).toBeGreaterThan(3);
      writeFileSync(file, "exports.renderFirstView = async () => ({ html: 'v2' });");
      const later = new Date(Date.now() + 5000);
      utimesSync(file, later, later);
      expect(await renderers(dir)!({} as never)).toEqual({ html: 'v2' });
    } finally {
      await renderers.close();
    }
  });
});
