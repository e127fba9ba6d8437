/**
 * A federation runtime plugin, of the shell and (registered globally) of every remote's runtime instance: a shared
 * singleton whose chosen version is exactly the one the consumer was built against (`requiredVersion` 'x.y.z' or
 * '^x.y.z', which is every case here: the shell and the remotes are built from this repository's one lock file) is
 * handed over without the runtime's semver check, which parses the range with a dozen regular expressions compiled
 * afresh on each of the ~40 shares a page loads (~9 ms per load of the results page at full CPU speed, in start-up
 * tasks). Any other range, several versions or tree-shaken shares go through the runtime's own resolver, which warns
 * about a mismatch as before.
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SAME_VERSION_SHARE_PLUGIN = 'storefront-same-version-share';

const PLAIN_VERSION = /^\d+\.\d+\.\d+$/;

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** The `resolveShare` step: the registered share at once when the consumer asked for exactly its version. */
export function resolveSameVersion(args: ResolveShareArgs): ResolveShareArgs {
  const { shareConfig, treeShaking } = args.shareInfo as ResolveShareArgs['shareInfo'] & { treeShaking?: unknown };
  const required = shareConfig?.requiredVersion;
  const { version } = args;
  if (!shareConfig?.singleton || treeShaking || !PLAIN_VERSION.test(version) || (required !== version && required !== `^${version}`)) return args;
  const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[version];
  if (!shared) return args;
  return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
}

/** The runtime plugin (webpack-config's `host({ runtimePlugins })` entry): also registered for the remotes' instances. */
export default function sameVersionSharePlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = { name: SAME_VERSION_SHARE_PLUGIN, resolveShare: resolveSameVersion };
  registerGlobalPlugins([plugin]);
  return plugin;
}
