import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, createApiClientFor, fillPath, isCancelled, resolveUrl, serializeParams } from './index';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StorefrontContext } from '@storefront/contracts';
import { testContext } from './test-context';

/** A small paths map in the shape openapi-typescript generates. */
interface TestPaths {
  '/api/hotel/{hotelId}/reviews.json': {
    get: {
      parameters: { query: { locale: string; page?: number; sort?: string }; path: { hotelId: number } };
      responses: { 200: { content: { 'application/json': { totalCount: number } } } };
    };
  };
  '/api/offers.json': {
    post: {
      parameters: { query?: never; path?: never };
      requestBody: { content: { 'application/json': { checkin?: string; adult: number } } };
      responses: {
        200: { content: { 'application/json': { exactMatch: unknown[] } } };
        400: { content: { 'application/json': unknown } };
      };
    };
  };
  '/weekend/{id}/packageCheckoutNights.json': {
    get: {
      parameters: {
        query: { checkin: string; adult?: number; locale?: string; minisite?: number };
        path: { id: number };
      };
      responses: { 200: { content: { 'application/json': number[] } } };
    };
  };
}

type Seen = InternalAxiosRequestConfig & { fullUrl: string };

/** Install a fake transport answering with `reply` and recording requests. */
function fake(
  reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | Promise<never>,
) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const query =
      config.paramsSerializer &&
      typeof config.paramsSerializer === 'object' &&
      config.paramsSerializer.serialize
        ? config.paramsSerializer.serialize(config.params, {})
        : '';
    seen.push({ ...config, fullUrl: query ? `${config.url}?${query}` : String(config.url) });
    const r = await reply(config);
    const response = { data: r.data, status: r.status, statusText: String(r.status), headers: {}, config };
    if (r.status >= 400)
      throw new AxiosError(
        `Request failed with status code ${r.status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    return response;
  };
  return { adapter, seen };
}

type Reply = (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | Promise<never>;
function client(ctx = testContext(), reply: Reply = () => ({ status: 200, data: { ok: true } })) {
  const f = fake(reply);
  const c = createApiClientFor<TestPaths>(ctx, { adapter: f.adapter });
  return { c, seen: f.seen };
}

describe('URL building', () => {
  const endpoints = {
    api: 'https://api.example/v2/',
    frontGateway: '/gw',
    wedEndpoint: 'https://wed.example',
    origin: 'https://www.example',
  };
  it('maps API path prefixes to the configured bases', () => {
    expect(resolveUrl(endpoints, '/api/offers.json')).toBe('https://api.example/v2/offers.json');
    expect(resolveUrl(endpoints, '/gateway/boxes/search')).toBe('/gw/boxes/search');
    expect(resolveUrl(endpoints, '/wed/redeem/weekend/1/packageCheckinPrices.json')).toBe(
      'https://wed.example/redeem/weekend/1/packageCheckinPrices.json',
    );
    expect(resolveUrl(endpoints, '/weekend/7/packageCheckoutNights.json')).toBe(
      'https://www.example/weekend/7/packageCheckoutNights.json',
    );
    expect(resolveUrl(endpoints, '/apiary')).toBe('https://www.example/apiary');
    expect(resolveUrl(endpoints, 'https://other/x')).toBe('https://other/x');
    expect(resolveUrl({ ...endpoints, origin: '' }, '/product/3/offers')).toBe('/product/3/offers');
  });
  it('fills and encodes path parameters and refuses missing ones', () => {
    expect(fillPath('/api/hotel/{hotelId}/reviews.json', { hotelId: 12 })).toBe('/api/hotel/12/reviews.json');
    expect(fillPath('/gateway/boxes/{code}/offers', { code: 'a/b c' })).toBe(
      '/gateway/boxes/a%2Fb%20c/offers',
    );
    expect(() => fillPath('/api/hotel/{hotelId}', {})).toThrow(ApiError);
  });
  it('serialises arrays as repeated keys and drops empty values', () => {
    expect(serializeParams({ tags: [1, 2], a: 2, b: undefined, c: null, d: '', s: true })).toBe(
      'tags=1&tags=2&a=2&s=true',
    );
  });
});

describe('createApiClient', () => {
  it('adds the locale to every call, resolves the base and fills path parameters', async () => {
    const { c, seen } = client(
      testContext({
        locale: 'nl_BE',
        endpoints: { api: 'http://api.test/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' },
      }),
    );
    await c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 5 }, params: { page: 2 } });
    expect(seen[0]?.fullUrl).toBe('http://api.test/api/hotel/5/reviews.json?page=2&locale=nl_BE');
    expect(seen[0]?.method).toBe('get');
  });

  it('keeps an explicit locale and adds the mini-site id inside a mini-site', async () => {
    const { c, seen } = client(testContext({ minisite: { id: 360, slug: 'partner' } }));
    await c.get('/weekend/{id}/packageCheckoutNights.json', {
      pathParams: { id: 9 },
      params: { checkin: '2025-06-01', locale: 'fr_BE' },
    });
    expect(seen[0]?.fullUrl).toBe(
      '/weekend/9/packageCheckoutNights.json?checkin=2025-06-01&locale=fr_BE&minisite=360',
    );
  });

  it('follows getLocale when given', async () => {
    let site: 'fr_BE' | 'nl_BE' = 'fr_BE';
    const f = fake(() => ({ status: 200, data: [] }));
    const c = createApiClientFor<TestPaths>(testContext({ locale: 'fr_BE' }), {
      getLocale: () => site,
      adapter: f.adapter,
    });
    site = 'nl_BE';
    await c.get('/weekend/{id}/packageCheckoutNights.json', {
      pathParams: { id: 1 },
      params: { checkin: '2025-01-01' },
    });
    expect(f.seen[0]?.fullUrl).toContain('locale=nl_BE');
  });

  it('posts JSON bodies and returns the data', async () => {
    const { c, seen } = client(testContext(), () => ({ status: 200, data: { exactMatch: [1] } }));
    const res = await c.post('/api/offers.json', { adult: 2, checkin: '2025-05-01' });
    expect(res.exactMatch).toEqual([1]);
    expect(seen[0]?.method).toBe('post');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ adult: 2, checkin: '2025-05-01' });
    expect(seen[0]?.fullUrl).toBe('/api/offers.json?locale=fr_FR');
  });

  it('normalises API errors with their fields', async () => {
    const { c } = client(testContext(), () => ({
      status: 400,
      data: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid adult',
          fields: [{ field: 'adult', message: 'must be <= 20' }, { bogus: 1 }],
        },
      },
    }));
    const error = await c.post('/api/offers.json', { adult: 40 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid adult',
      fields: [{ field: 'adult', message: 'must be <= 20' }],
    });
    expect((error as ApiError).fieldMessage('adult')).toBe('must be <= 20');
  });

  it('normalises answers without the error shape', async () => {
    const { c } = client(testContext(), () => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(
      c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } }),
    ).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('normalises timeouts and network failures', async () => {
    const timeout = client(testContext(), (config) =>
      Promise.reject(new AxiosError('timeout of 10ms exceeded', AxiosError.ETIMEDOUT, config)),
    );
    await expect(
      timeout.c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } }),
    ).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    const down = client(testContext(), (config) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    );
    await expect(
      down.c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('applies the default timeout and a per-call one', async () => {
    const { c, seen } = client();
    await c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } });
    await c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 }, timeout: 50 });
    expect(seen[0]?.timeout).toBe(15000);
    expect(seen[1]?.timeout).toBe(50);
  });

  it('cancels with an AbortSignal', async () => {
    const controller = new AbortController();
    controller.abort();
    const { c, seen } = client();
    const error = await c
      .get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 }, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, code: 'CANCELLED' });
    expect(seen).toHaveLength(0);
  });

  it('types paths, parameters, bodies and answers from the paths map', async () => {
    const { c } = client(testContext(), () => ({ status: 200, data: [1, 2] }));
    const nights: number[] = await c.get('/weekend/{id}/packageCheckoutNights.json', {
      pathParams: { id: 1 },
      params: { checkin: '2025-01-01' },
    });
    expect(nights).toEqual([1, 2]);
    // @ts-expect-error unknown path
    await c.get('/api/unknown.json').catch(() => undefined);
    // @ts-expect-error offers.json has no GET
    await c.get('/api/offers.json').catch(() => undefined);
    // @ts-expect-error body field of the wrong type
    await c.post('/api/offers.json', { adult: 'two' }).catch(() => undefined);
  });

  it('rejects a missing path parameter without calling the network', async () => {
    const { c, seen } = client();
    await expect(c.get('/api/hotel/{hotelId}/reviews.json', {} as never)).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    expect(seen).toHaveLength(0);
  });
});

describe('the transport (axios), loaded with the first call', () => {
  afterEach(() => jest.dontMock('axios'));

  /** A fresh copy of this package, whose axios comes from `axiosFactory`; `loads` counts the times axios is loaded. */
  async function isolated(axiosFactory: () => unknown) {
    const loads = { count: 0 };
    jest.resetModules();
    jest.doMock('axios', () => {
      loads.count += 1;
      return axiosFactory();
    });
    const api = await import('./index');
    return { api, loads };
  }
  const answering: AxiosAdapter = async (config) => ({
    data: { totalCount: 3 },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });

  it('is not loaded by creating a client (a first view hydrates without it), then once for every client of the page', async () => {
    const { api, loads } = await isolated(() => jest.requireActual('axios'));
    const first = api.createApiClientFor<TestPaths>(testContext(), { adapter: answering });
    const second = api.createApiClientFor<TestPaths>(testContext(), { adapter: answering });
    expect(loads.count).toBe(0);
    await expect(
      first.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } }),
    ).resolves.toEqual({ totalCount: 3 });
    await second.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 2 } });
    expect(loads.count).toBe(1);
  });

  it('failing to load fails the call as a network error, and the next call loads it again', async () => {
    let fail = true;
    const { api, loads } = await isolated(() => {
      if (fail) throw new Error('Loading chunk api-transport failed');
      return jest.requireActual('axios');
    });
    const c = api.createApiClientFor<TestPaths>(testContext(), { adapter: answering });
    const error = await c
      .get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK_ERROR' });
    fail = false;
    await expect(c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 } })).resolves.toEqual(
      { totalCount: 3 },
    );
    expect(loads.count).toBe(2);
  });
});

describe('a read made before the page is usable (beforeUsable), over real HTTP', () => {
  let server: Server;
  let origin = '';
  const heard: { url: string; accept?: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      heard.push({ url: req.url ?? '', accept: req.headers.accept });
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/api/hotel/7/reviews.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ totalCount: 7 }));
      } else if (url.pathname === '/api/hotel/404/reviews.json') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such hotel', fields: [{ field: 'hotelId', message: 'unknown' }] } }));
      } else if (url.pathname === '/api/hotel/502/reviews.json') {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      } else {
        // never answers: timeouts and cancellations
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (heard.length = 0));

  /** A client of `origin` whose axios adapter fails the test if it is ever used. */
  const readingClient = (overrides: Partial<StorefrontContext> = {}, timeout?: number) =>
    createApiClientFor<TestPaths>(testContext({ endpoints: { api: `${origin}/api`, frontGateway: '/gateway', wedEndpoint: '/wed', origin }, ...overrides }), {
      timeout,
      adapter: () => Promise.reject(new Error('axios sent a read made before usable')),
    });

  it('is sent with fetch, with the locale, the mini-site and the path and query parameters', async () => {
    const c = readingClient({ locale: 'nl_BE', minisite: { id: 360, slug: 'partner' } });
    const answer = await c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 7 }, params: { page: 2 }, beforeUsable: true });
    expect(answer).toEqual({ totalCount: 7 });
    expect(heard).toEqual([{ url: '/api/hotel/7/reviews.json?page=2&locale=nl_BE&minisite=360', accept: 'application/json' }]);
  });

  it('fails with the ApiError axios would give: the API error body, or HTTP_<status>', async () => {
    const c = readingClient();
    const missing = await c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 404 }, beforeUsable: true }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such hotel', fields: [{ field: 'hotelId', message: 'unknown' }] });
    await expect(c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 502 }, beforeUsable: true })).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('times out as TIMEOUT, is cancelled as CANCELLED and fails to connect as NETWORK_ERROR', async () => {
    await expect(readingClient({}, 100).get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 }, beforeUsable: true })).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    const controller = new AbortController();
    const cancelled = readingClient().get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 1 }, signal: controller.signal, beforeUsable: true }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    expect(isCancelled(await cancelled)).toBe(true);
    const closed = createApiClientFor<TestPaths>(testContext({ endpoints: { api: 'http://127.0.0.1:1/api', frontGateway: '/gateway', wedEndpoint: '/wed', origin: '' } }));
    await expect(closed.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 7 }, beforeUsable: true })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('does not load axios; the other calls do', async () => {
    const loads = { count: 0 };
    jest.resetModules();
    jest.doMock('axios', () => {
      loads.count += 1;
      return jest.requireActual('axios');
    });
    try {
      const api = await import('./index');
      const c = api.createApiClientFor<TestPaths>(testContext({ endpoints: { api: `${origin}/api`, frontGateway: '/gateway', wedEndpoint: '/wed', origin } }));
      await expect(c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 7 }, beforeUsable: true })).resolves.toEqual({ totalCount: 7 });
      expect(loads.count).toBe(0);
      await expect(c.get('/api/hotel/{hotelId}/reviews.json', { pathParams: { hotelId: 7 } })).resolves.toEqual({ totalCount: 7 });
      expect(loads.count).toBe(1);
    } finally {
      jest.dontMock('axios');
    }
  });
});
