import { createInstance } from '@module-federation/enhanced/runtime';
import sameVersionSharePlugin, { SAME_VERSION_SHARE_PLUGIN, resolveSameVersion } from './same-version-share';

type Args = Parameters<typeof resolveSameVersion>[0];

function argsFor(version: string, shareConfig: Record<string, unknown>, extra: Record<string, unknown> = {}): Args {
  const shared = { version, from: 'shell', shareConfig, lib: () => ({}) };
  return {
    shareScopeMap: { default: { react: { [version]: shared } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { version, from: 'mf_search', shareConfig, ...extra },
    resolver: () => undefined,
  } as unknown as Args;
}

describe('resolveSameVersion', () => {
  it("hands over a singleton's registered share when the consumer asked for exactly its version", () => {
    for (const requiredVersion of ['19.3.1', '^19.3.1']) {
      const args = argsFor('19.3.1', { singleton: true, requiredVersion });
      const out = resolveSameVersion(args);
      expect(out.resolver()).toEqual({ shared: args.shareScopeMap.default!.react!['19.3.1'], useTreesShaking: false });
    }
  });

  it("leaves every other case to the runtime's resolver (its semver check and mismatch warning)", () => {
    const cases = [
      argsFor('19.3.1', { singleton: true, requiredVersion: '^19.0.0' }),
      argsFor('19.3.1', { singleton: true, requiredVersion: '^18.2.0' }),
      argsFor('19.3.1', { singleton: false, requiredVersion: '^19.3.1' }),
      argsFor('19.3.1', { singleton: true, requiredVersion: false }),
      argsFor('19.3.1-rc.1', { singleton: true, requiredVersion: '^19.3.1-rc.1' }),
      argsFor('19.3.1', { singleton: true, requiredVersion: '^19.3.1' }, { treeShaking: { usedExports: ['useState'] } }),
    ];
    for (const args of cases) expect(resolveSameVersion(args)).toBe(args);
    // the chosen version is not registered in that scope
    const elsewhere = argsFor('19.3.1', { singleton: true, requiredVersion: '^19.3.1' });
    expect(resolveSameVersion({ ...elsewhere, scope: 'other' })).toEqual({ ...elsewhere, scope: 'other' });
  });
});

describe('the runtime plugin', () => {
  const react = { name: 'react' };
  let instances = 0;
  /** A runtime instance sharing `react` 19.3.1 as a singleton; returns what a consumer requiring `requiredVersion` gets. */
  function consume(requiredVersion: string) {
    const instance = createInstance({
      name: `consumer_${++instances}`,
      remotes: [],
      shared: { react: { version: '19.3.1', lib: () => react, shareConfig: { singleton: true, requiredVersion } } },
    });
    return { instance, module: (instance.loadShareSync('react') as () => unknown)() };
  }

  it("is registered for every runtime instance created after the shell's (the remotes' ones), and they get the same share", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = sameVersionSharePlugin();
    expect(plugin.name).toBe(SAME_VERSION_SHARE_PLUGIN);
    const { instance, module } = consume('^19.3.1');
    expect(instance.options.plugins.map((p) => p.name)).toContain(SAME_VERSION_SHARE_PLUGIN);
    expect(module).toBe(react);
    expect(warn).not.toHaveBeenCalled();
    // a consumer built against another version still gets the singleton, with the runtime's warning
    expect(consume('^18.2.0').module).toBe(react);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
    warn.mockRestore();
  });
});
