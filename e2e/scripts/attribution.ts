/**
 * Where the JS before usable comes from, for the web benchmark: each script's gzip size is split across the sources
 * its source map names, in proportion to the minified characters each source generated, and the sources are grouped
 * by origin (the libraries the architecture prescribes, other libraries, our own code).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Fetched } from './measure';
import { ROOT } from '../support/env';

export const ORIGIN_GROUPS = [
  'react-dom',
  'react',
  'federation runtime',
  'single-spa',
  'i18next',
  'jotai',
  'other libraries',
  'our code: shell',
  'our code: shared packages',
  'our code: page remote',
  'unattributed',
] as const;
export type OriginGroup = (typeof ORIGIN_GROUPS)[number];

/** The libraries the architecture prescribes: what the JS budget has to carry whatever our code does. */
export const PRESCRIBED_GROUPS: OriginGroup[] = ['react-dom', 'react', 'federation runtime', 'single-spa', 'i18next', 'jotai'];
export const OUR_CODE_GROUPS: OriginGroup[] = ['our code: shell', 'our code: shared packages', 'our code: page remote'];

/** node_modules packages with a group of their own; any other package is 'other libraries'. */
const PACKAGE_GROUPS = new Map<string, OriginGroup>([
  ['react-dom', 'react-dom'],
  // react-dom's scheduler: a package of its own that only react-dom uses
  ['scheduler', 'react-dom'],
  ['react', 'react'],
  // the entry module the federation plugin generates (<workspace>/node_modules/.federation/entry.<hash>.js)
  ['.federation', 'federation runtime'],
  ['single-spa', 'single-spa'],
  ['single-spa-react', 'single-spa'],
  ['i18next', 'i18next'],
  ['react-i18next', 'i18next'],
  ['jotai', 'jotai'],
]);

/**
 * The group of one source named by a source map. `folder` is the workspace whose build the map belongs to (shell,
 * mf-search...): webpack names sources relative to it (`webpack://<name>/./src/...`, `webpack://<name>/../packages/ui/src/...`).
 */
export function groupOfSource(source: string, folder: string): OriginGroup {
  const rest = source.replace(/^webpack:\/\/[^/]*\//, '');
  // webpack's own modules (runtime, bootstrap, startup, container entry) and the glue of externals (the federation runtime core)
  if (rest.startsWith('webpack/') || rest.startsWith('external ')) return 'federation runtime';
  const file = path.posix.normalize(`${folder}/${rest}`);
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    // the package's name, or its scope for a scoped package
    const name = file.slice(modules + 'node_modules/'.length).split('/')[0] as string;
    if (name === '@module-federation') return 'federation runtime';
    return PACKAGE_GROUPS.get(name) ?? 'other libraries';
  }
  if (file.startsWith('shell/src/')) return 'our code: shell';
  if (file.startsWith('packages/')) return 'our code: shared packages';
  if (/^mf-[^/]+\/src\//.test(file)) return 'our code: page remote';
  // a source from none of the places above (none in the current builds): shown rather than guessed
  return 'unattributed';
}

/** Where a build other than shell/dist is served at the site's root (the one-bundle build of bench:federation). */
export interface RootBuild {
  dist: string;
  sourcemaps: string;
}

/**
 * The built file behind a script URL of the storefront, and the workspace its sources are named from; null for
 * anything else. `root`: the build served at the site's root instead of the shell's (its sources named as the shell's).
 */
function builtFile(url: string, origin: string, root?: RootBuild): { file: string; map: string; folder: string } | null {
  const u = new URL(url);
  if (u.origin !== origin) return null;
  const pathname = decodeURIComponent(u.pathname);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const folder = remote ? (remote[1] as string) : 'shell';
  const relative = remote ? (remote[2] as string) : pathname.slice(1);
  const file = !remote && root ? path.join(root.dist, relative) : path.join(ROOT, folder, 'dist', relative);
  // production source maps are kept next to dist/ in sourcemaps/, never served (SOURCE_MAPS of packages/webpack-config)
  const map = !remote && root ? path.join(root.sourcemaps, `${relative}.map`) : path.join(ROOT, folder, 'sourcemaps', `${relative}.map`);
  return existsSync(file) ? { file, map, folder } : null;
}

/**
 * Minified characters per source in one built file, from its source map (null without one; sources as the map names
 * them), and the characters no segment maps to a source (chunk and module wrappers, line ends).
 */
function charactersBySource({ file, map: mapFile }: { file: string; map: string }): { chars: Map<string, number>; unmapped: number } | null {
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string; mappings: string };
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const chars = new Map<string, number>();
  let mapped = 0;
  decode(map.mappings).forEach((segments, line) => {
    segments.forEach((segment, i) => {
      const source = segment[1];
      if (source === undefined) return;
      // a segment runs until the next one on its line, the last one to the end of the line
      const length = Math.max(0, (segments[i + 1]?.[0] ?? lines[line]?.length ?? 0) - segment[0]);
      const name = `${map.sourceRoot ?? ''}${map.sources[source] ?? ''}`;
      chars.set(name, (chars.get(name) ?? 0) + length);
      mapped += length;
    });
  });
  return { chars, unmapped: Math.max(0, code.length - mapped) };
}

/**
 * Minified characters per group in one built file (null without a source map). Characters no segment maps to a
 * source go to the file's dominant group: they exist because of its modules; in a file that maps nothing, to
 * webpack's runtime.
 */
function charactersByGroup(built: { file: string; map: string; folder: string }): Map<OriginGroup, number> | null {
  const bySource = charactersBySource(built);
  if (!bySource) return null;
  const chars = new Map<OriginGroup, number>();
  for (const [source, n] of bySource.chars) {
    const group = groupOfSource(source, built.folder);
    chars.set(group, (chars.get(group) ?? 0) + n);
  }
  const dominant = [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'federation runtime';
  chars.set(dominant, (chars.get(dominant) ?? 0) + bySource.unmapped);
  return chars;
}

/**
 * The JS a page fetched before it was usable (gzip bytes, as `record` measured it), split by origin group: each file's
 * gzip size shared among its sources in proportion to the minified characters they generated. Scripts from elsewhere,
 * not found among the builds or without a source map are 'unattributed'. The groups add up to the page's JS before usable.
 */
export function jsBeforeUsableByOrigin(fetched: Fetched[], origin: string, root?: RootBuild): Record<OriginGroup, number> {
  const bytes = Object.fromEntries(ORIGIN_GROUPS.map((group) => [group, 0])) as Record<OriginGroup, number>;
  for (const f of fetched) {
    if (f.type !== 'js' || !f.beforeUsable) continue;
    const built = builtFile(f.url, origin, root);
    const chars = built && charactersByGroup(built);
    const total = chars ? [...chars.values()].reduce((s, n) => s + n, 0) : 0;
    if (!chars || total === 0) {
      bytes.unattributed += f.gzip;
      continue;
    }
    for (const [group, n] of chars) bytes[group] += (f.gzip * n) / total;
  }
  return bytes;
}

/** One source file's share of the JS before usable: gzip bytes (as in jsBeforeUsableByOrigin) and the files holding it. */
export interface SourceShare {
  bytes: number;
  files: string[];
}

/**
 * The JS before usable by source file, named from the repository's root (`packages/contracts/src/match.ts`,
 * `node_modules/react-dom/...`, `webpack/runtime/...`): a source found in several files is code the page downloads
 * more than once. Scripts without a source map are left out.
 */
export function jsBeforeUsableBySource(fetched: Fetched[], origin: string, root?: RootBuild): Map<string, SourceShare> {
  const out = new Map<string, SourceShare>();
  for (const f of fetched) {
    if (f.type !== 'js' || !f.beforeUsable) continue;
    const built = builtFile(f.url, origin, root);
    const bySource = built && charactersBySource(built);
    if (!built || !bySource) continue;
    const total = [...bySource.chars.values()].reduce((s, n) => s + n, 0) + bySource.unmapped;
    for (const [source, n] of bySource.chars) {
      const rest = source.replace(/^webpack:\/\/[^/]*\//, '');
      const name = rest.startsWith('webpack/') || rest.startsWith('external ') ? rest : path.posix.normalize(`${built.folder}/${rest}`).replace(/^.*?node_modules\//, 'node_modules/');
      const share = out.get(name) ?? { bytes: 0, files: [] };
      share.bytes += total ? (f.gzip * n) / total : 0;
      share.files.push(f.url);
      out.set(name, share);
    }
  }
  return out;
}
