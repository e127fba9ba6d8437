import type { AxiosAdapter } from 'axios';
import { createApiClient, type ApiQuery, type ApiResponse } from './index';
import { testContext } from './test-context';

describe('createApiClient (typed with the generated OpenAPI paths)', () => {
  it('calls the API paths with their generated types and the automatic locale', async () => {
    const seen: string[] = [];
    const adapter = (async (config) => {
      seen.push(`${config.method} ${config.url} ${JSON.stringify(config.params)}`);
      return { data: { status: 'ok', database: 'up' }, status: 200, statusText: 'OK', headers: {}, config };
    }) as AxiosAdapter;
    const client = createApiClient(testContext({ locale: 'es_ES' }), { adapter });
    const health: ApiResponse<'/api/health'> = await client.get('/api/health');
    expect(health.status).toBe('ok');
    const query: ApiQuery<'/api/offers.json'> = { a: 2, flow: 'booking' };
    await client.get('/api/offers.json', { params: query });
    expect(seen).toEqual([
      'get /api/health {"locale":"es_ES"}',
      'get /api/offers.json {"a":2,"flow":"booking","locale":"es_ES"}',
    ]);
    // @ts-expect-error not an API path
    await client.get('/api/not-there.json').catch(() => undefined);
  });
});
