/**
 * A federation runtime plugin, of the shell and (registered globally) of every remote's runtime instance: a shared
 * package whose load failed (its provider's chunk aborted or cut off) is dropped from the share scopes, so that the
 * next consumer takes it from the next provider that registers it, or from its own copy. The runtime kept the failed
 * load on the share scope's entry, so every later consumer, of any remote, got the same rejection until a reload
 * (issue #32: mf-content broke because mf-search's copy of a shared package failed once); asking the same provider
 * again does not work either once the remote was loaded afresh, since its first webpack runtime, whose getter the
 * entry holds, no longer receives its chunks.
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SHARED_LOAD_RETRY_PLUGIN = 'storefront-shared-load-retry';

type ErrorLoadShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>>[0];
interface ShareEntry {
  loaded?: boolean;
  lib?: unknown;
}

/** The `errorLoadShare` step: the package's versions not loaded yet are dropped from every scope. */
export function forgetFailedLoad({ pkgName, shareScopeMap }: Pick<ErrorLoadShareArgs, 'pkgName' | 'shareScopeMap'>): void {
  for (const scope of Object.values(shareScopeMap ?? {})) {
    const versions = (scope as Record<string, Record<string, ShareEntry>>)[pkgName] ?? {};
    for (const [version, entry] of Object.entries(versions)) if (!entry.loaded && !entry.lib) delete versions[version];
  }
}

/** The runtime plugin (webpack-config's `host({ runtimePlugins })` entry): also registered for the remotes' instances. */
export default function sharedLoadRetryPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: SHARED_LOAD_RETRY_PLUGIN,
    errorLoadShare: (args) => {
      forgetFailedLoad(args);
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
