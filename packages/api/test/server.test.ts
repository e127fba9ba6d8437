import { testApi, json, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ config: { bodyLimit: 64 * 1024 } });
});
afterAll(async () => {
  await api?.close();
});

describe('server infrastructure', () => {
  test('health reports the database status', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', database: 'up' });
  });

  test('unknown API path answers the JSON error shape with 404', async () => {
    for (const url of ['/api/nope', '/gateway/nope/x', '/wed/x', '/totally-unknown']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(json(res).error.code).toBe('NOT_FOUND');
    }
  });

  test('security headers are set', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('CORS allows the remotes dev origins and *.localhost:8080, not others', async () => {
    for (const origin of ['http://localhost:3002', 'http://localhost:8080', 'http://partner.localhost:8080']) {
      const res = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const evil = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/offers.json',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  });

  test('an oversized body gets a clean 413 JSON error', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/gateway/logs',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ level: 'ERROR', message: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String), fields: [{ field: 'body', message: 'is too large' }] },
    });
  });

  test('malformed JSON is a 400 naming the body', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/gateway/logs',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": ',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields[0].field).toBe('body');
  });

  test('the OpenAPI document lists the routes with their schemas', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/images/{kind}/{id}/{file}']));
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});

describe('images', () => {
  test('serves a generated SVG with immutable cache headers and an ETag', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/images/hotel/42/640_360.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('viewBox="0 0 640 360"');
    const again = await api.app.inject({
      method: 'GET',
      url: '/api/images/hotel/42/640_360.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('pictures differ by entity and by scene, and are deterministic', async () => {
    const get = async (url: string) => (await api.app.inject({ method: 'GET', url })).body;
    const a = await get('/api/images/hotel/1/120_80.svg');
    expect(await get('/api/images/hotel/1/120_80.svg')).toBe(a);
    expect(await get('/api/images/hotel/2/120_80.svg')).not.toBe(a);
    expect(await get('/api/images/room/1/120_80.svg')).not.toBe(a);
    expect(await get('/api/images/offer/7--seaside/120_80.svg')).not.toBe(await get('/api/images/offer/7--snow/120_80.svg'));
  });

  test.each(['120_80', '640_360', '960_540', '750_528', '1500_736', '3840_700'])('size %s is served', async (size) => {
    const res = await api.app.inject({ method: 'GET', url: `/api/images/banner/home--spa/${size}.svg` });
    expect(res.statusCode).toBe(200);
    const [w, h] = size.split('_');
    expect(res.body).toContain(`width="${w}" height="${h}"`);
  });

  test('unknown size, kind or malformed id -> 404 JSON', async () => {
    for (const url of ['/api/images/hotel/1/123_45.svg', '/api/images/hotel/1/640_360.png', '/api/images/nope/1/640_360.svg', '/api/images/hotel/..%2F/640_360.svg']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(json(res).error.code).toBe('NOT_FOUND');
    }
  });
});
