/**
 * Preload hints for the first HTML: the page's own remote is known on the server (route -> remote, registry ->
 * manifest), so its manifest, remote entry, './spa' chunks and the shared packages it will provide are fetched
 * in parallel with the shell instead of one after the other (registry -> manifest -> entry -> chunks).
 * Only remotes served by this server (/remotes/<folder>/...) get hints; an absolute registry URL gets none.
 */
import { readFileSync, statSync } from 'node:fs';

interface AssetList {
  js: { sync: string[]; async: string[] };
}
/** The parts of a Module Federation manifest (mf-manifest.json) used here. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: AssetList }[];
  exposes: { name: string; assets: AssetList }[];
}

/** The most files hinted per page: preloads compete with the shell's own scripts for the connection. */
export const MAX_PRELOADS = 12;

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The files a remote's './spa' needs before it can render: its remote entry, the expose's synchronous chunks and
 * the synchronous chunks of the shared packages the shell does not provide itself (the page's remote is the first
 * to register them, so its copies are the ones loaded). Paths relative to the manifest's folder.
 */
export function spaFiles(manifest: FederationManifest, shellShared: ReadonlySet<string>): string[] {
  const entry = manifest.metaData.remoteEntry;
  const files = [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`];
  const spa = manifest.exposes.find((e) => e.name === 'spa');
  if (!spa) return [];
  files.push(...spa.assets.js.sync);
  for (const shared of manifest.shared) {
    // the manifest lists the expose's own chunk under a shared package whose module it holds
    files.push(...shared.assets.js.sync.filter((f) => !shellShared.has(shared.name) || f.startsWith('__federation_expose_spa')));
  }
  const safe = (f: string) => /^[\w@.-]+(\/[\w@.-]+)*\.js$/.test(f) && !f.split('/').some((segment) => segment === '..' || segment === '.');
  return [...new Set(files)].filter(safe).slice(0, MAX_PRELOADS);
}

/** `<link>` elements for the page's remote, given its manifest URL (root-relative) and manifest. */
export function preloadLinks(manifestUrl: string, manifest: FederationManifest, shellShared: ReadonlySet<string>): string[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(manifestUrl)}" />`,
    ...spaFiles(manifest, shellShared).map((f) => `<link rel="preload" as="script" href="${escapeAttr(base + f)}" />`),
  ];
}

/**
 * The shell's shared packages its chrome (header, menus) needs before its first render; the federation runtime
 * only asks for them once main.js runs, one round trip later. Packages used later (the footer's sanitiser) are
 * left to load when used, not to compete with the page's own files.
 */
export const SHELL_STARTUP_SHARED: readonly string[] = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@storefront/event-bus'];

/**
 * Preloads of the shell itself, in the order it needs them: its entry scripts (from index.html: a deferred script
 * is fetched at low priority, behind the remote's preloads), the chunks of its startup shared packages, and the
 * messages of the page's language (the `i18n-<language>.<hash>.js` chunk).
 */
export function shellPreloadLinks(template: string, manifest: FederationManifest | null, shellFiles: ReadonlySet<string>, language: string): string[] {
  const entries = [...template.matchAll(/<script\b[^>]*\bsrc="(\/[\w@.-]+\.js)"/g)].map((m) => m[1] as string);
  const shared = (manifest?.shared ?? []).filter((s) => SHELL_STARTUP_SHARED.includes(s.name)).flatMap((s) => s.assets.js.sync);
  const messages = [...shellFiles].filter((f) => new RegExp(`^i18n-${language}\\.[0-9a-f]+\\.js$`).test(f));
  const files = [...entries, ...[...shared, ...messages].filter((f) => shellFiles.has(f)).map((f) => `/${f}`)];
  return [...new Set(files)].map((f) => `<link rel="preload" as="script" href="${escapeAttr(f)}" />`);
}

/** Reads a manifest file, cached until the file changes; null when missing or not a manifest. */
export function manifestReader(): (file: string) => FederationManifest | null {
  const cache = new Map<string, { mtime: number; manifest: FederationManifest | null }>();
  return (file) => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit.manifest;
    let manifest: FederationManifest | null = null;
    try {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as Partial<FederationManifest>;
      if (doc.metaData?.remoteEntry && Array.isArray(doc.exposes) && Array.isArray(doc.shared)) manifest = doc as FederationManifest;
    } catch {
      manifest = null;
    }
    cache.set(file, { mtime, manifest });
    return manifest;
  };
}
