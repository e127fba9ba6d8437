/**
 * POST /gateway/csp-reports: where the pages' Content-Security-Policy sends its violation reports (both formats
 * browsers send). Bodies are bounded, each client limited (`logsRateLimit` a minute, its own bucket), reports kept in
 * the client log as WARN; anything else is a 4xx that stores nothing.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db';
import { CSP_REPORT_BODY_LIMIT } from '../src/content/cms';
import { json, testApi, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await testApi({ config: { logsRateLimit: 3 } });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const report = (remoteAddress: string, payload: string, contentType: string) =>
  api.app.inject({ method: 'POST', url: '/gateway/csp-reports', remoteAddress, payload, headers: { 'content-type': contentType } });

const stored = async (like: string) =>
  (await queryRows<{ level: string; location: string; message: string }>(api.database.db, sql`select level, location, message from client_error_logs where message like ${like} order by id`));

test('a report-uri report (application/csp-report) is kept in the client log', async () => {
  const body = { 'csp-report': { 'document-uri': 'http://fr.localhost:8080/recherche', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js', 'source-file': 'http://fr.localhost:8080/main.js', 'line-number': 12, 'original-policy': "script-src 'self'" } };
  const res = await report('10.1.0.1', JSON.stringify(body), 'application/csp-report');
  expect(res.statusCode).toBe(204);
  expect(await stored('%evil.example/x.js%')).toEqual([
    { level: 'WARN', location: 'http://fr.localhost:8080/recherche', message: 'CSP script-src-elem blocked https://evil.example/x.js (http://fr.localhost:8080/main.js:12)' },
  ]);
});

test('Reporting API reports (application/reports+json): each CSP violation kept, other report types left out', async () => {
  const body = [
    { type: 'csp-violation', url: 'http://fr.localhost:8080/', age: 10, body: { documentURL: 'http://fr.localhost:8080/', effectiveDirective: 'frame-ancestors', blockedURL: 'http://evil-two.example/' } },
    { type: 'deprecation', url: 'http://fr.localhost:8080/', body: { id: 'x' } },
  ];
  expect((await report('10.1.0.2', JSON.stringify(body), 'application/reports+json')).statusCode).toBe(204);
  expect((await stored('%evil-two.example%')).map((r) => r.message)).toEqual(['CSP frame-ancestors blocked http://evil-two.example/']);
});

test('malformed and oversized bodies get a 4xx and store nothing', async () => {
  const before = (await stored('CSP %')).length;
  expect((await report('10.1.0.3', '{not json', 'application/csp-report')).statusCode).toBe(400);
  const wrongShape = await report('10.1.0.3', JSON.stringify({ report: 1 }), 'application/json');
  expect(wrongShape.statusCode).toBe(400);
  expect(json(wrongShape).error.code).toBe('VALIDATION_ERROR');
  // one Reporting API report not in its list (the validator's array coercion cannot change the body itself)
  const single = await report('10.1.0.3', JSON.stringify({ type: 'csp-violation', body: { blockedURL: 'x' } }), 'application/reports+json');
  expect(single.statusCode).toBeLessThan(500);
  const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } });
  expect((await report('10.1.0.4', big, 'application/csp-report')).statusCode).toBe(413);
  expect((await stored('CSP %')).length).toBe(before);
});

test('a client beyond its limit gets a 429 with Retry-After; another client is not limited', async () => {
  const one = JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' } });
  for (let i = 0; i < 3; i++) expect((await report('10.1.0.9', one, 'application/csp-report')).statusCode).toBe(204);
  const refused = await report('10.1.0.9', one, 'application/csp-report');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await report('10.1.0.10', one, 'application/csp-report')).statusCode).toBe(204);
  // its own bucket: the client's error log is still open
  expect((await api.app.inject({ method: 'POST', url: '/gateway/logs', remoteAddress: '10.1.0.9', payload: { level: 'ERROR', message: 'x' } })).statusCode).toBe(201);
});
