import { createInstance } from '@module-federation/enhanced/runtime';
import sharedLoadRetryPlugin, { SHARED_LOAD_RETRY_PLUGIN } from './shared-load-retry';

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
});
