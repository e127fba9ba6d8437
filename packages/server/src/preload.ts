/**
 * Preload hints for the first HTML: the page's own remote is known on the server (route -> remote, registry ->
 * manifest), so its manifest, remote entry, './spa' chunks and the shared packages it will provide are fetched
 * in parallel with the shell instead of one after the other (registry -> manifest -> entry -> chunks).
 * Only remotes served by this server (/remotes/<folder>/...) get hints; an absolute registry URL gets none.
 */
import { readFileSync, statSync } from 'node:fs';
import { escapeAttr } from './html';

interface AssetList {
  js: { sync: string[]; async: string[] };
}
/** The parts of a Module Federation manifest (mf-manifest.json) used here. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: AssetList }[];
  exposes: { name: string; assets: AssetList }[];
}

/**
 * Chunks of a remote's build that a page the browser renders needs from its first render, but a server-rendered
 * first view does not need before it is usable, so they load on first use: mf-content's sanitiser (rich-text.tsx
 * loadSanitizer, with the first rich text the browser cleans) and the remote's own style sheets (its spa.tsx; a first
 * view has the server's style instead). Not axios (@storefront/api-client client.ts loadTransport): a page reads what
 * it waits for with fetch (`beforeUsable`, docs/decisions/0121), and a hint would bring axios before it is usable.
 */
const BROWSER_RENDER_CHUNKS = /^(sanitizer|styles)\.[0-9a-f]+\.js$/;

/** The most files hinted per page's remote (the shell's own come first and are not counted). */
export const MAX_PRELOADS = 16;

/** Written next to mf-manifest.json by every remote build (packages/webpack-config, SharedChunksPlugin). */
export const SHARED_CHUNKS_FILE = 'mf-shared-chunks.json';

/** `mf-shared-chunks.json` of a remote build (packages/webpack-config, SharedChunksPlugin): every script of each shared package. */
export interface SharedChunks {
  shared: Record<string, string[]>;
  /**
   * The shared packages the remote's './spa' loads before it runs; the others (used by some page's chunk only) load
   * with that chunk and are not hinted. Absent in older builds: every package is hinted.
   */
  startup?: string[];
}

/**
 * The files a remote's './spa' needs before it can render: its remote entry, the expose's synchronous chunks, every
 * chunk of the shared packages it loads before it runs (`sharedChunks.startup`) that the shell does not provide itself (the page's remote is the first to register them,
 * so its copies are the ones loaded; `sharedChunks` adds the chunks of their own dependencies, which the manifest
 * leaves out), the page language's messages (`<name>-i18n-<language>.<hash>.js`, loaded before the first render) and,
 * on a page the browser renders (no first view), the chunks its first render loads on first use (BROWSER_RENDER_CHUNKS;
 * the API transport only when that render calls the API).
 * Paths relative to the manifest's folder.
 */
/** What the hints of a page's remote depend on besides its manifest. */
export interface SpaFilesOptions {
  /** The remote build's `mf-shared-chunks.json`, when it has one. */
  sharedChunks?: SharedChunks | null;
  /** The page's language ('fr'): its messages chunk is hinted. */
  language?: string;
  /** The browser renders the page (no first view): the chunks its first render loads on first use are hinted. */
  browserRenders?: boolean;
}

export function spaFiles(manifest: FederationManifest, shellShared: ReadonlySet<string>, { sharedChunks = null, language, browserRenders = false }: SpaFilesOptions = {}): string[] {
  const entry = manifest.metaData.remoteEntry;
  const files = [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`];
  const spa = manifest.exposes.find((e) => e.name === 'spa');
  if (!spa) return [];
  files.push(...spa.assets.js.sync);
  const startup = sharedChunks?.startup ? new Set(sharedChunks.startup) : null;
  for (const shared of manifest.shared) {
    if (startup && !startup.has(shared.name)) continue;
    // the manifest lists the expose's own chunk under a shared package whose module it holds
    files.push(
      ...shared.assets.js.sync.filter(
        (f) => !shellShared.has(shared.name) || f.startsWith('__federation_expose_spa'),
      ),
    );
    if (!shellShared.has(shared.name)) files.push(...(sharedChunks?.shared[shared.name] ?? []));
  }
  if (language)
    files.push(
      ...spa.assets.js.async.filter((f) => new RegExp(`^[\\w-]+-i18n-${language}\\.[0-9a-f]+\\.js$`).test(f)),
    );
  if (browserRenders) files.push(...spa.assets.js.async.filter((f) => BROWSER_RENDER_CHUNKS.test(f)));
  const safe = (f: string) =>
    typeof f === 'string' &&
    /^[\w@.-]+(\/[\w@.-]+)*\.js$/.test(f) &&
    !f.split('/').some((segment) => segment === '..' || segment === '.');
  return [...new Set(files)].filter(safe).slice(0, MAX_PRELOADS);
}

/** `<link>` elements for the page's remote, given its manifest URL (root-relative) and manifest. */
export function preloadLinks(manifestUrl: string, manifest: FederationManifest, shellShared: ReadonlySet<string>, options: SpaFilesOptions = {}): string[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(manifestUrl)}" />`,
    ...spaFiles(manifest, shellShared, options).map(
      (f) => `<link rel="preload" as="script" href="${escapeAttr(base + f)}" />`,
    ),
  ];
}

/**
 * The shell's shared packages its chrome (header, menus) needs before its first render; the federation runtime
 * only asks for them once main.js runs, one round trip later. Packages used later (the footer's sanitiser) are
 * left to load when used, not to compete with the page's own files.
 */
export const SHELL_STARTUP_SHARED: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@storefront/event-bus',
];

/**
 * Preloads of the shell itself, in the order it needs them: its entry scripts (from index.html: a deferred script
 * is fetched at low priority, behind the remote's preloads), the chunks of its startup shared packages and of the
 * shared packages the page's remote uses (the shell's copy is the one loaded: the homepage's sanitiser), and the
 * messages of the page's language (the `i18n-<language>.<hash>.js` chunk).
 */
export function shellPreloadLinks(
  template: string,
  manifest: FederationManifest | null,
  shellFiles: ReadonlySet<string>,
  language: string,
  remoteShared: readonly string[] = [],
): string[] {
  const entries = [...template.matchAll(/<script\b[^>]*\bsrc="(\/[\w@.-]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const shared = (manifest?.shared ?? [])
    .filter((s) => SHELL_STARTUP_SHARED.includes(s.name) || remoteShared.includes(s.name))
    .flatMap((s) => s.assets.js.sync);
  const messages = [...shellFiles].filter((f) => new RegExp(`^i18n-${language}\\.[0-9a-f]+\\.js$`).test(f));
  const files = [
    ...entries,
    ...[...shared, ...messages].filter((f) => shellFiles.has(f)).map((f) => `/${f}`),
  ];
  return [...new Set(files)].map((f) => `<link rel="preload" as="script" href="${escapeAttr(f)}" />`);
}

/** Reads a JSON file, cached until the file changes; null when missing or not of the expected shape. */
function jsonFileReader<T>(valid: (doc: Record<string, unknown>) => boolean): (file: string) => T | null {
  const cache = new Map<string, { mtime: number; value: T | null }>();
  return (file) => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit.value;
    let value: T | null = null;
    try {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (doc && typeof doc === 'object' && valid(doc)) value = doc as T;
    } catch {
      value = null;
    }
    cache.set(file, { mtime, value });
    return value;
  };
}

/** Reads a manifest file (mf-manifest.json), cached until the file changes; null when missing or not a manifest. */
export function manifestReader(): (file: string) => FederationManifest | null {
  return jsonFileReader<FederationManifest>((doc) => {
    const m = doc as Partial<FederationManifest>;
    return !!m.metaData?.remoteEntry && Array.isArray(m.exposes) && Array.isArray(m.shared);
  });
}

/** Reads a build's mf-shared-chunks.json, cached until the file changes; null when missing or malformed. */
export function sharedChunksReader(): (file: string) => SharedChunks | null {
  return jsonFileReader<SharedChunks>((doc) => {
    const shared = doc.shared as Record<string, unknown> | undefined;
    return (
      !!shared &&
      typeof shared === 'object' &&
      Object.values(shared).every(
        (files) => Array.isArray(files) && files.every((f) => typeof f === 'string'),
      ) &&
      (doc.startup === undefined || (Array.isArray(doc.startup) && doc.startup.every((name) => typeof name === 'string')))
    );
  });
}
