import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposed, pageRegistry, registerRegistry, RemoteLoadError, resetRemote } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

describe('resetRemote', () => {
  it('registers a remote afresh when its entry never loaded, and leaves a loaded container (a chunk failed) as it is', () => {
    registerRegistry({ mf_search: '/remotes/mf-search/mf-manifest.json' });
    const register = registerRemotes as jest.Mock;
    register.mockClear();
    resetRemote('mf_search', {});
    expect(register).toHaveBeenCalledWith([{ name: 'mf_search', entry: 'http://localhost/remotes/mf-search/mf-manifest.json' }], { force: true });
    register.mockClear();
    resetRemote('mf_search', { mf_search: { get: () => undefined, init: () => undefined } });
    expect(register).not.toHaveBeenCalled();
  });
});

describe('loadExposed', () => {
  it('retries once after a fast failure, clearing the runtime cache between attempts', async () => {
    const reset = jest.fn();
    const loader = jest.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ mount: 1 });
    await expect(loadExposed('mf_search/spa', { loader, reset })).resolves.toEqual({ mount: 1 });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenCalledWith('mf_search');
  });

  it('a hanging load fails at the deadline (the retry message must show within 3 s)', async () => {
    const started = Date.now();
    const loader = jest.fn(() => new Promise<never>(() => undefined));
    await expect(loadExposed('mf_gift/spa', { loader, reset: jest.fn(), deadlineMs: 200 })).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives up after the attempts with a RemoteLoadError, and null modules count as failures', async () => {
    const loader = jest.fn().mockResolvedValue(null);
    const error = await loadExposed('mf_content/banners', { loader, reset: jest.fn() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a remote missing from the registry is refused at once', async () => {
    await expect(loadExposed('mf_checkout/spa')).rejects.toMatchObject({ reason: 'missing' });
  });
});

describe('pageRegistry', () => {
  const doc = { environment: 'production', remotes: { mf_search: '/remotes/mf-search/mf-manifest.json' } };
  const answer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch & jest.Mock;

  it('uses the registry the server put in the page, without a request', async () => {
    const fetchImpl = answer(doc);
    await expect(pageRegistry({ registry: doc, registryUrl: '/registry/production.json' }, jest.fn(), fetchImpl)).resolves.toEqual(doc);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches the registry URL when the page has none, or has one without remotes (reported)', async () => {
    const fetchImpl = answer(doc);
    await expect(pageRegistry({ registryUrl: '/registry/production.json' }, jest.fn(), fetchImpl)).resolves.toEqual(doc);
    expect(fetchImpl).toHaveBeenCalledWith('/registry/production.json', expect.objectContaining({ cache: 'no-store' }));
    const onError = jest.fn();
    const broken = { environment: 'production' } as unknown as typeof doc;
    await expect(pageRegistry({ registry: broken, registryUrl: '/registry/production.json' }, onError, fetchImpl)).resolves.toEqual(doc);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'registry of the page has no "remotes"' }));
  });

  it('retries a failed fetch once, then gives null', async () => {
    const onError = jest.fn();
    const fetchImpl = answer({}, 503);
    await expect(pageRegistry({ registryUrl: '/registry/production.json' }, onError, fetchImpl, 1)).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
