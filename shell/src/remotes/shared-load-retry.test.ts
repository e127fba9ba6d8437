import { createInstance } from '@module-federation/enhanced/runtime';
import sharedLoadRetryPlugin, { SHARED_LOAD_RETRY_PLUGIN, retryFailedShares } from './shared-load-retry';

describe('a shared package whose load failed', () => {
  it("is taken from the next remote that provides it (or a consumer's own copy) instead of failing until a reload", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(sharedLoadRetryPlugin().name).toBe(SHARED_LOAD_RETRY_PLUGIN);
    const i18n = { name: '@storefront/i18n' };
    // the provider's chunk: aborted on the first fetch, served on the next
    let fetches = 0;
    const get = () => {
      fetches++;
      return fetches === 1 ? Promise.reject(new Error('Loading chunk storefront-i18n failed')) : Promise.resolve(() => i18n);
    };
    const shareConfig = { singleton: true, requiredVersion: '^1.0.0' };
    const provider = createInstance({ name: 'provider_remote', remotes: [], shared: { '@storefront/i18n': { version: '1.0.0', get, shareConfig } } });
    await expect(provider.loadShare('@storefront/i18n')).rejects.toThrow(/storefront-i18n failed/);
    // another remote's runtime (registered after the plugin) asks for the same package
    const consumer = createInstance({ name: 'consumer_remote', remotes: [], shared: { '@storefront/i18n': { version: '1.0.0', get, shareConfig } } });
    expect(consumer.options.plugins.map((p) => p.name)).toContain(SHARED_LOAD_RETRY_PLUGIN);
    const factory = (await consumer.loadShare('@storefront/i18n')) as () => unknown;
    expect(factory()).toBe(i18n);
    expect(fetches).toBe(2);
    // and the provider's own page gets it too
    expect(((await provider.loadShare('@storefront/i18n')) as () => unknown)()).toBe(i18n);
    warn.mockRestore();
    error.mockRestore();
  });

  it("is fetched again by its provider's own next load (the failed load is not kept on the provider's share options)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sharedLoadRetryPlugin();
    const i18n = { name: '@storefront/i18n' };
    let fetches = 0;
    const get = () => {
      fetches++;
      return fetches === 1 ? Promise.reject(new Error('Loading chunk storefront-i18n failed')) : Promise.resolve(() => i18n);
    };
    const provider = createInstance({ name: 'lonely_provider', remotes: [], shared: { '@storefront/i18n': { version: '3.0.0', get, shareConfig: { singleton: true, requiredVersion: '^3.0.0' } } } });
    // a remote's runtime puts its own share options in the page's scope (initializeSharing), not a copy of them
    delete (provider.shareScopeMap.default as Record<string, unknown>)['@storefront/i18n'];
    await expect(provider.loadShare('@storefront/i18n')).rejects.toThrow(/storefront-i18n failed/);
    expect(((await provider.loadShare('@storefront/i18n')) as () => unknown)()).toBe(i18n);
    expect(fetches).toBe(2);
    warn.mockRestore();
  });
});

describe('retryFailedShares', () => {
  it("after a failed shared load, asks each loaded share's provider for it again, once (its runtime then repairs the modules that consumed the failed package)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sharedLoadRetryPlugin();
    const shareConfig = { singleton: true, requiredVersion: '^2.0.0' };
    // the provider's @storefront/ui, loaded by a consumer, requires its @storefront/i18n, which then fails
    const uiGet = jest.fn(() => Promise.resolve(() => ({ name: '@storefront/ui' })));
    const i18nGet = jest.fn(() => Promise.reject(new Error('Loading chunk storefront-i18n failed')));
    const provider = createInstance({
      name: 'ui_provider',
      remotes: [],
      shared: { '@storefront/ui': { version: '2.0.0', get: uiGet, shareConfig }, '@storefront/i18n': { version: '2.0.0', get: i18nGet, shareConfig } },
    });
    await provider.loadShare('@storefront/ui');
    expect(uiGet).toHaveBeenCalledTimes(1);
    await retryFailedShares();
    // nothing failed yet: nothing asked
    expect(uiGet).toHaveBeenCalledTimes(1);
    await expect(provider.loadShare('@storefront/i18n')).rejects.toThrow(/storefront-i18n failed/);
    // a provider's getter that throws (here at once) does not fail the loads that wait for the repair
    uiGet.mockImplementationOnce(() => {
      throw new Error('provider gone');
    });
    await expect(retryFailedShares()).resolves.toBeUndefined();
    expect(uiGet).toHaveBeenCalledTimes(2);
    // the failed package itself is left to its next consumer's load (no request from here)
    expect(i18nGet).toHaveBeenCalledTimes(1);
    await retryFailedShares();
    expect(uiGet).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

