import type { AxiosAdapter } from 'axios';
import { logClientError, messageOf } from './index';
import { testContext } from './test-context';

const post = jest.fn();
jest.mock('axios', () => {
  const actual = jest.requireActual('axios');
  return {
    ...actual,
    __esModule: true,
    default: {
      ...actual.default,
      create: (config: object) => {
        const instance = actual.default.create(config);
        instance.defaults.adapter = (async (c) => post(c)) as AxiosAdapter;
        return instance;
      },
    },
  };
});

beforeEach(() => post.mockReset());

describe('logClientError', () => {
  it('posts level ERROR, locale, location and a message cut to 256 characters to {frontGateway}/logs', async () => {
    post.mockImplementation(async (config) => ({ data: {}, status: 201, statusText: 'Created', headers: {}, config }));
    const ctx = testContext({ locale: 'it_IT', endpoints: { api: '/api', frontGateway: 'https://gw.test/gateway', wedEndpoint: '/wed', origin: '' } });
    const ok = await logClientError(ctx, { location: 'application.client.error', message: 'x'.repeat(400) });
    expect(ok).toBe(true);
    const config = post.mock.calls[0][0];
    expect(config.url).toBe('https://gw.test/gateway/logs');
    expect(config.method).toBe('post');
    const body = JSON.parse(config.data);
    expect(body).toEqual({ level: 'ERROR', locale: 'it_IT', location: 'application.client.error', message: 'x'.repeat(256) });
  });

  it('never throws when logging fails', async () => {
    post.mockRejectedValue(new Error('offline'));
    await expect(logClientError(testContext(), { message: new TypeError('boom') })).resolves.toBe(false);
    const body = JSON.parse(post.mock.calls[0][0].data);
    expect(body.message).toBe('TypeError: boom');
    expect(body.location).toBe('application.client.error');
  });

  it('describes anything thrown', () => {
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ a: 1 })).toBe('{"a":1}');
    expect(messageOf(undefined)).toBe('undefined');
  });
});
