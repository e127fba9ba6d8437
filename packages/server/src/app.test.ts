/** The assembled storefront: compression of every route, static files and the routing between API, files and pages. */
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { VENDOR_SCRIPT, testStorefront, type TestStorefront } from './test-storefront';

let storefront: TestStorefront;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  storefront = await testStorefront();
  ({ app, dir } = storefront);
});
afterAll(() => storefront.close());

describe('static files', () => {
  it('hashed files are immutable, manifests and remote entries no-cache', async () => {
    const hashed = await app.inject('/remotes/mf-content@v1/123.abcdef12.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toContain('text/javascript');
    expect((await app.inject('/remotes/mf-content@v1/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/remotes/mf-content@v1/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const shell = await app.inject('/main.1a2b3c4d.js');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toContain('immutable');
  });

  it("compresses the shell's scripts and the pages for clients that accept it (brotli, else gzip)", async () => {
    const br = await app.inject({ url: '/vendor.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR_SCRIPT);
    const gz = await app.inject({ url: '/vendor.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(VENDOR_SCRIPT);
    const plain = await app.inject('/vendor.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_SCRIPT);
    const page = await app.inject({ url: '/', headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<main id="sf-main"');
  });

  it('compresses a page in one go by its Accept-Encoding, and says that it varies with it', async () => {
    const gz = await app.inject({ url: '/', headers: { host: 'localhost', 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    const html = gunzipSync(gz.rawPayload).toString();
    expect(html).toContain('<main id="sf-main"');
    const plain = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main id="sf-main"');
  });

  it("sends a build's compressed copies as they are, by the client's Accept-Encoding", async () => {
    const file = (suffix: string) => readFileSync(path.join(dir, 'shell', `prebuilt.1a2b3c4d.js${suffix}`));
    const br = await app.inject({ url: '/prebuilt.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'text/javascript; charset=utf-8' });
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(file('.br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR_SCRIPT);
    const gz = await app.inject({ url: '/prebuilt.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(file('.gz'))).toBe(true);
    const plain = await app.inject({ url: '/prebuilt.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_SCRIPT);
  });

  it('a file rebuilt in place is served as it now is: a compressed copy that went away is not sent again', async () => {
    const file = path.join(dir, 'remotes', 'mf-search@v1', 'remoteEntry.js');
    writeFileSync(file, VENDOR_SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(VENDOR_SCRIPT)));
    const before = await app.inject({ url: '/remotes/mf-search@v1/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(before.headers['content-encoding']).toBe('br');
    // a development rebuild: new content, no compressed copy
    const rebuilt = `${VENDOR_SCRIPT}\n// rebuilt`;
    writeFileSync(file, rebuilt);
    rmSync(`${file}.br`);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await app.inject({ url: '/remotes/mf-search@v1/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
    expect(after.body).toBe(rebuilt);
    // a brotli client gets the new content (compressed on the fly), not the old copy
    const afterBr = await app.inject({ url: '/remotes/mf-search@v1/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(afterBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(afterBr.rawPayload).toString()).toBe(rebuilt);
  });

  it('unknown paths under the API prefixes keep the JSON 404, for every method', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['GET', '/gateway/x/y'], ['POST', '/wed/nope'], ['DELETE', '/nope']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('missing files and path traversal are 404', async () => {
    expect((await app.inject('/remotes/mf-content@v1/nope.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf-content@v1/..%2F..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await app.inject('/remotes/unknown/x.js')).statusCode).toBe(404);
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });
});
