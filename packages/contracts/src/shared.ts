/**
 * The one Module Federation `shared` configuration used by the shell and every remote:
 * only what must be a single instance, each a singleton with the required version read from package.json,
 * never eager (the build factory turns on experiments.asyncStartup).
 */
export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  eager?: false;
}

const SINGLETONS = ['react', 'react-dom', 'jotai', 'i18next', 'react-i18next'] as const;
const WITH_SUBPATHS = ['react', 'react-dom'] as const;
/** Our own runtime packages that hold state (event listeners, i18n instances) and must be one instance. */
export const STOREFRONT_RUNTIME_PACKAGES = ['@storefront/event-bus', '@storefront/i18n', '@storefront/criteria', '@storefront/api-client', '@storefront/ui'] as const;

export function shared(versions: Record<string, string>): Record<string, SharedEntry> {
  const out: Record<string, SharedEntry> = {};
  for (const name of [...SINGLETONS, ...STOREFRONT_RUNTIME_PACKAGES]) {
    const v = versions[name];
    if (!v) continue; // a remote shares only what it depends on
    out[name] = { singleton: true, requiredVersion: v };
  }
  for (const name of WITH_SUBPATHS) {
    const v = versions[name];
    if (v) out[`${name}/`] = { singleton: true, requiredVersion: v };
  }
  return out;
}
