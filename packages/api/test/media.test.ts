/**
 * The gifting flow's 'How it works' video (product-and-purchase.md §2.2): each site locale's gift content names a
 * video of its own with a poster and a transcript, and the API serves them as a browser's video player asks
 * (byte ranges, revalidation); bad file names and ranges get clear 4xx answers.
 */
import { howItWorksScript, transcriptOf } from '../src/catalogue/data/cms/how-it-works';
import { LOCALES } from '../src/schemas/common';
import { json, testApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ seed: 'small' });
}, 300_000);
afterAll(async () => {
  await api?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

interface GiftEntry {
  locale: string;
  howItWorksVideo?: { url: string; poster?: string; transcript?: string };
}

test.each(['/content/giftBlock.json', '/gateway/content/giftBlock'])('%s: each site locale has its own video, poster and transcript', async (path) => {
  const { entries } = json<{ entries: GiftEntry[] }>(await get(path));
  const videos = LOCALES.map((locale) => entries.find((e) => e.locale === locale)?.howItWorksVideo);
  expect(new Set(videos.map((v) => v?.url)).size).toBe(LOCALES.length);
  for (const [i, locale] of LOCALES.entries()) {
    const video = videos[i]!;
    expect(video).toEqual({ url: `/api/media/how-it-works/${locale}.webm`, poster: `/api/media/how-it-works/${locale}.webp`, transcript: transcriptOf(locale) });
    // the transcript says what the video shows: the three steps of the spec, in the locale's language
    for (const step of howItWorksScript(locale).steps) expect(video.transcript).toContain(step.title);
  }
});

test('the video and poster of every locale are served with their types, ranges and cache headers', async () => {
  for (const locale of LOCALES) {
    const video = await get(`/api/media/how-it-works/${locale}.webm`);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['accept-ranges']).toBe('bytes');
    expect(video.headers['cache-control']).toBe('public, max-age=86400');
    // a WebM file (EBML magic number), big enough to hold its scenes and small enough for a phone
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.rawPayload.length).toBeGreaterThan(20_000);
    expect(video.rawPayload.length).toBeLessThan(200_000);

    const poster = await get(`/api/media/how-it-works/${locale}.webp`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(poster.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  }
});

test('a byte range gives 206 with that part of the file; an ETag revalidates with 304', async () => {
  const url = '/api/media/how-it-works/nl_BE.webm';
  const whole = await get(url);
  const part = await get(url, { range: 'bytes=100-199' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
  expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

  const again = await get(url, { 'if-none-match': String(whole.headers.etag) });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
});

test.each([
  ['an unknown locale', '/api/media/how-it-works/de_DE.webm'],
  ['another extension', '/api/media/how-it-works/fr_FR.mp4'],
  ['a path out of the folder', '/api/media/how-it-works/..%2F..%2Fpackage.json'],
  ['a dotfile', '/api/media/how-it-works/.fr_FR.webm'],
  ['another folder', '/api/media/other/fr_FR.webm'],
])('%s answers a JSON 404', async (_what, url) => {
  const res = await get(url);
  expect(res.statusCode).toBe(404);
  expect(json(res).error.code).toBe('NOT_FOUND');
});

test('a range outside the file answers 416 with the file size and sends nothing of it', async () => {
  const res = await get('/api/media/how-it-works/it_IT.webm', { range: 'bytes=99999999-' });
  expect(res.statusCode).toBe(416);
  expect(json(res).error.code).toBe('RANGE_NOT_SATISFIABLE');
  expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
});
