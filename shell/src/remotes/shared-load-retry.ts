/**
 * A federation runtime plugin, of the shell and (registered globally) of every remote's runtime instance: a shared
 * package whose load failed (its provider's chunk aborted, or hung and abandoned by a retry) is dropped from the share
 * scopes, so that the next consumer takes it from the next provider that registers it, or from its own copy, fetched
 * again. The runtime kept the failed load on the share scope's entry, so every later consumer, of any remote, got the
 * same rejection until a reload (issue #32: mf-content broke because mf-search's copy of a shared package failed once).
 *
 * A remote's webpack runtime also replaces its module consuming the failed package by one that throws the stored error
 * (webpack-bundler-runtime `consumes`), and runs its consume step again only when it loads a chunk holding that module.
 * Packages the same remote provides and other remotes use (mf-search's @storefront/ui requires its @storefront/i18n)
 * then throw for every consumer. `retryFailedShares`, which loadExposed runs before each load (a retry, a navigation),
 * asks every loaded share's provider for it again: the provider's runtime loads its chunks, which are in already, and
 * runs the consume step of the failed modules again, taking the package afresh (decision 0126).
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SHARED_LOAD_RETRY_PLUGIN = 'storefront-shared-load-retry';

type ErrorLoadShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>>[0];
type ShareScopeMap = ErrorLoadShareArgs['shareScopeMap'];
interface ShareEntry {
  loaded?: boolean;
  lib?: unknown;
  loading?: unknown;
  get?: () => unknown;
}

/** Share scope maps in which a load failed since the last retry. */
const failedIn = new Set<ShareScopeMap>();

const entriesOf = (shareScopeMap: ShareScopeMap, pkgName?: string) =>
  Object.values(shareScopeMap ?? {}).flatMap((scope) =>
    Object.entries(scope as Record<string, Record<string, ShareEntry>>)
      .filter(([name]) => pkgName === undefined || name === pkgName)
      .map(([, versions]) => versions),
  );

/**
 * The `errorLoadShare` step: the package's versions not loaded yet are dropped from every scope, and forget their
 * failed load (an entry can be the provider's own share options, which its runtime registers again on its next load).
 */
export function forgetFailedLoad({ pkgName, shareScopeMap, error }: Pick<ErrorLoadShareArgs, 'pkgName' | 'shareScopeMap' | 'error'>): void {
  // the runtime also reports a package no provider registered (the consumer then takes its own copy): no failure
  if (!error) return;
  for (const versions of entriesOf(shareScopeMap, pkgName)) {
    for (const [version, entry] of Object.entries(versions)) {
      if (entry.loaded || entry.lib) continue;
      delete entry.loading;
      delete versions[version];
    }
  }
  failedIn.add(shareScopeMap);
}

/** The providers being asked again (see retryFailedShares). */
let retrying: Promise<void> = Promise.resolve();

/**
 * After a failed shared load, asks every loaded share's provider for it again (each provider's runtime then runs the
 * consume step of its modules whose shared package failed, see above); resolves once they have answered, failed or
 * not. Without a failure since the last call it asks nothing (no request) and only waits for a retry under way, so
 * that a load started meanwhile (the banners beside a page) does not run a provider's module before it is repaired.
 */
export function retryFailedShares(): Promise<void> {
  if (failedIn.size === 0) return retrying;
  const maps = [...failedIn];
  failedIn.clear();
  const asked = new Set<ShareEntry>();
  for (const map of maps) for (const versions of entriesOf(map)) for (const entry of Object.values(versions)) if (entry.lib && typeof entry.get === 'function') asked.add(entry);
  // a getter that throws, even synchronously, is one that failed: the repair never fails the loads that wait for it
  const ask = (entry: ShareEntry) => Promise.resolve().then(() => entry.get?.()).catch(() => undefined);
  retrying = retrying.then(() => Promise.all([...asked].map(ask))).then(() => undefined);
  return retrying;
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
