/**
 * The one Module Federation `shared` configuration used by the shell and every remote:
 * what must be a single instance, plus the few large libraries that two applications of one page both load,
 * each a singleton with the required version read from package.json, never eager (the build factory turns on
 * experiments.asyncStartup). Shared modules are not tree-shaken, so libraries imported piecemeal (date-fns) stay out.
 */
export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  eager?: false;
}

const SINGLETONS = ['react', 'react-dom', 'jotai', 'i18next'] as const;
/** Stateless, but downloaded once per page instead of once per application (the shell's footer and mf-content both sanitise CMS HTML). */
const ONE_COPY_PER_PAGE = ['dompurify'] as const;
const WITH_SUBPATHS = ['react', 'react-dom'] as const;
/** Our own runtime packages that hold state (event listeners, i18n instances) and must be one instance. */
export const STOREFRONT_RUNTIME_PACKAGES = ['@storefront/event-bus', '@storefront/i18n', '@storefront/criteria', '@storefront/api-client', '@storefront/ui'] as const;

export function shared(versions: Record<string, string>): Record<string, SharedEntry> {
  const out: Record<string, SharedEntry> = {};
  for (const name of [...SINGLETONS, ...ONE_COPY_PER_PAGE, ...STOREFRONT_RUNTIME_PACKAGES]) {
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
