import { FIRST_VIEW_NOT_FOUND, type FirstView, type RenderFirstView, type RuntimeConfig } from '@storefront/contracts';
import { firstViewCache, firstViewLimitsOf } from './first-view-cache';
import type { FirstViewPage } from './first-view';

const config = {
  environment: 'production',
  endpoints: { api: '/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
  site: 'fr_FR',
  origins: {},
  toggles: { fr_FR: { boxes: true, activityOnly: true }, es_ES: { boxes: true, activityOnly: true } },
  cmsSlugs: {},
  minisites: [],
  messengerAppId: null,
  mapStyleUrl: null,
  showErrors: false,
  hosts: { hosts: {}, defaultSite: 'fr_FR', customerCarePrefix: 'cc.' },
} as unknown as RuntimeConfig;

const page: FirstViewPage = {
  config,
  url: '/sejour/100227',
  customerCare: false,
  hasCustomerCareToken: false,
  experiments: { dates: 'control', themeList: 'control', popularDates: 'control', promoBanner: 'control' },
  remotes: ['mf_product'],
  viewport: 'mobile',
  port: 8123,
};

const viewOf = (url: string, n = 0): FirstView => ({ html: `<h1>${url} #${n}</h1>`, css: '', state: { remote: 'mf_product', url, viewport: 'mobile', renderedAt: 0, data: {} } });

/** A renderer whose renders end when the test says so (none of them before). */
function heldRenderer() {
  const held: { url: string; finish: () => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let most = 0;
  const render = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(
    (input) =>
      new Promise((resolve, reject) => {
        most = Math.max(most, ++running);
        const done = () => running--;
        held.push({ url: input.url, finish: () => (done(), resolve(viewOf(input.url))), fail: (error) => (done(), reject(error)) });
      }),
  );
  return { render, held, mostAtOnce: () => most };
}

/** Lets pending promise callbacks run (a queued render starts once the one before it has ended). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('first views under load', () => {
  it('renders a page once per page, device class and visitor context; identical requests share the render', async () => {
    let n = 0;
    const render = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async (input) => viewOf(input.url, n++));
    const firstViews = firstViewCache({ log: jest.fn() });
    const [a, b] = await Promise.all([firstViews(render, page), firstViews(render, page)]);
    expect(a).toEqual(viewOf('/sejour/100227', 0));
    expect(b).toBe(a);
    expect(await firstViews(render, page)).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
    // another device class, site, experiment variant or page: a view of its own
    await firstViews(render, { ...page, viewport: 'desktop' });
    await firstViews(render, { ...page, config: { ...config, site: 'es_ES' } });
    await firstViews(render, { ...page, experiments: { ...page.experiments, promoBanner: 'extra10' } });
    await firstViews(render, { ...page, url: '/sejour/100228' });
    expect(render).toHaveBeenCalledTimes(5);
    expect(render.mock.calls.map(([input]) => [input.viewport, input.context.locale])).toContainEqual(['desktop', 'fr_FR']);
    expect(render.mock.calls.map(([input]) => input.context.locale)).toContain('es_ES');
    // the second of the two at once shared the render; the third was a hit
    expect(firstViews.stats).toEqual({ renders: 5, hits: 1, shed: 0 });
  });

  it('renders again once the catalogue version moves, or a new build of the remote brings another renderer', async () => {
    let version = 'v1';
    let n = 0;
    const render = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async (input) => viewOf(input.url, n++));
    const firstViews = firstViewCache({ log: jest.fn(), catalogueVersion: async () => version });
    const first = await firstViews(render, page);
    expect(await firstViews(render, page)).toBe(first);
    version = 'v2';
    // the version read is trusted for a second: a page asked for after it sees the new catalogue
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      jest.setSystemTime(Date.now() + 1500);
      const second = await firstViews(render, page);
      expect(second).not.toBe(first);
      expect(await firstViews(render, page)).toBe(second);
      const rebuilt = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async (input) => viewOf(input.url, 99));
      expect(await firstViews(rebuilt, page)).toEqual(viewOf('/sejour/100227', 99));
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders again once a view has lived its TTL; with a TTL of 0 it keeps none', async () => {
    const render = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async (input) => viewOf(input.url));
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const firstViews = firstViewCache({ log: jest.fn(), limits: { ttlMs: 60_000 } });
      await firstViews(render, page);
      jest.setSystemTime(Date.now() + 59_000);
      await firstViews(render, page);
      expect(render).toHaveBeenCalledTimes(1);
      jest.setSystemTime(Date.now() + 2_000);
      await firstViews(render, page);
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
    const uncached = firstViewCache({ log: jest.fn(), limits: { ttlMs: 0 } });
    await uncached(render, page);
    await uncached(render, page);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('keeps a not-found and a declined page, but not a failed render', async () => {
    const log = jest.fn();
    const firstViews = firstViewCache({ log });
    const notFound = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async () => FIRST_VIEW_NOT_FOUND);
    expect(await firstViews(notFound, page)).toBe(FIRST_VIEW_NOT_FOUND);
    expect(await firstViews(notFound, page)).toBe(FIRST_VIEW_NOT_FOUND);
    expect(notFound).toHaveBeenCalledTimes(1);
    const failing = jest.fn<ReturnType<RenderFirstView>, Parameters<RenderFirstView>>(async () => {
      throw new Error('API down');
    });
    expect(await firstViews(failing, page)).toBeNull();
    expect(await firstViews(failing, page)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('API down'));
  });

  it('runs at most `concurrency` renders, queues `queue` more, and gives a page beyond them no first view at once', async () => {
    const log = jest.fn();
    const { render, held, mostAtOnce } = heldRenderer();
    const firstViews = firstViewCache({ log, limits: { concurrency: 2, queue: 1 } });
    const pages = ['/sejour/1', '/sejour/2', '/sejour/3', '/sejour/4'].map((url) => firstViews(render, { ...page, url }));
    // the fourth is answered while the three others still wait: no first view (the browser renders the page)
    expect(await pages[3]).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/sejour/4 not rendered: 2 renders running and 1 waiting'));
    await settle();
    expect(held.map((h) => h.url)).toEqual(['/sejour/1', '/sejour/2']);
    // a page whose view is being rendered waits for that render rather than being shed
    const again = firstViews(render, { ...page, url: '/sejour/1' });
    held[0]!.finish();
    expect(await pages[0]).toEqual(viewOf('/sejour/1'));
    expect(await again).toEqual(viewOf('/sejour/1'));
    await settle();
    // the freed slot went to the queued page
    expect(held.map((h) => h.url)).toEqual(['/sejour/1', '/sejour/2', '/sejour/3']);
    held[1]!.fail(new Error('boom'));
    held[2]!.finish();
    expect(await pages[1]).toBeNull();
    expect(await pages[2]).toEqual(viewOf('/sejour/3'));
    expect(mostAtOnce()).toBe(2);
    expect(firstViews.stats).toEqual({ renders: 3, hits: 0, shed: 1 });
    // with the renders done, the shed page is rendered again
    const fourth = firstViews(render, { ...page, url: '/sejour/4' });
    await settle();
    held[3]!.finish();
    expect(await fourth).toEqual(viewOf('/sejour/4'));
  });

  it('a render the page stopped waiting for still fills the cache for the next visitor', async () => {
    const log = jest.fn();
    const { render, held } = heldRenderer();
    const firstViews = firstViewCache({ log });
    expect(await firstViews(render, page, 5)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('took over 5 ms'));
    held[0]!.finish();
    await settle();
    expect(await firstViews(render, page, 5)).toEqual(viewOf('/sejour/100227'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops a queued render whose page stopped waiting before a slot freed', async () => {
    const { render, held } = heldRenderer();
    const firstViews = firstViewCache({ log: jest.fn(), limits: { concurrency: 1, queue: 1 } });
    const running = firstViews(render, { ...page, url: '/sejour/1' }, 5);
    const queued = firstViews(render, { ...page, url: '/sejour/2' }, 5);
    expect(await queued).toBeNull();
    expect(await running).toBeNull();
    held[0]!.finish();
    await settle();
    await settle();
    expect(held.map((h) => h.url)).toEqual(['/sejour/1']);
    expect(firstViews.stats).toEqual({ renders: 1, hits: 0, shed: 1 });
  });

  it('reads its limits from the environment, ignoring invalid values', () => {
    expect(firstViewLimitsOf({ FIRST_VIEW_CONCURRENCY: '4', FIRST_VIEW_QUEUE: '0', FIRST_VIEW_CACHE_TTL_MS: '0' })).toEqual({ concurrency: 4, queue: 0, ttlMs: 0 });
    expect(firstViewLimitsOf({ FIRST_VIEW_CONCURRENCY: '0', FIRST_VIEW_QUEUE: 'many', FIRST_VIEW_CACHE_TTL_MS: '' })).toEqual({});
  });
});
