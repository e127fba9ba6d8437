// Small helpers shared by the root scripts (start, test). No dependencies: they run before `npm install`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The deployable front-end workspaces (shell + remotes) that exist in this checkout. */
export const FRONTENDS = ['shell', 'mf-search', 'mf-product', 'mf-content', 'mf-gift', 'mf-checkout'].filter((w) =>
  existsSync(path.join(ROOT, w, 'webpack.config.cjs')),
);

export function log(step, message) {
  process.stdout.write(`\x1b[36m[${step}]\x1b[0m ${message}\n`);
}

/**
 * Runs a command, streaming its output; resolves with the exit code. With `timeoutMs`, the command and everything
 * it started are killed once it has run that long (exit code 124): a test runner kept alive by a leaked handle
 * must fail the step, never hang CI.
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const { env, timeoutMs, ...rest } = opts;
    const ownGroup = Boolean(timeoutMs) && process.platform !== 'win32';
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: ownGroup, ...rest, env: { ...process.env, ...(env || {}) } });
    const killAll = (signal) => {
      try {
        if (ownGroup) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // already gone
      }
    };
    // in its own process group the command no longer gets the terminal's Ctrl-C: pass it on
    const forward = () => killAll('SIGTERM');
    if (ownGroup) {
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
    }
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          process.stdout.write(`\n${cmd} ${args.join(' ')}: still running after ${Math.round(timeoutMs / 60000)} min, stopped\n`);
          killAll('SIGKILL');
        }, timeoutMs)
      : null;
    const done = (code) => {
      if (timer) clearTimeout(timer);
      if (ownGroup) {
        process.off('SIGINT', forward);
        process.off('SIGTERM', forward);
      }
      resolve(code);
    };
    child.on('exit', (code, signal) => done(timedOut ? 124 : (code ?? (signal ? 1 : 0))));
    child.on('error', () => done(127));
  });
}

export async function mustRun(step, cmd, args, opts) {
  log(step, `${cmd} ${args.join(' ')}`);
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${step} failed (exit ${code})`);
}

/**
 * What builds and tests write inside a workspace: never an input of a build. `dist-server/` (first views) and
 * `sourcemaps/` are written after `dist/`, so counting them made every start rebuild those remotes (issue #32).
 */
const OUTPUTS = new Set(['node_modules', 'dist', 'dist-server', 'sourcemaps', 'coverage', 'test-results', 'playwright-report']);

/** Newest modification time of any source file under dir (build and test outputs and dot folders left out). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (OUTPUTS.has(entry.name) || entry.name.startsWith('.') || entry.name.endsWith('.tsbuildinfo')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The folders a front end is built from: its own and those of the `packages/*` it depends on, transitively. */
export function buildInputs(workspace, root = ROOT) {
  const packagesDir = path.join(root, 'packages');
  const byName = new Map(
    (existsSync(packagesDir) ? readdirSync(packagesDir) : [])
      .map((d) => path.join(packagesDir, d))
      .filter((d) => existsSync(path.join(d, 'package.json')))
      .map((d) => [readPackage(d).name, d]),
  );
  const folders = [];
  const visit = (dir) => {
    if (folders.includes(dir)) return;
    folders.push(dir);
    const pkg = readPackage(dir);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (byName.has(name)) visit(byName.get(name));
    }
  };
  visit(path.join(root, workspace));
  return folders;
}

/**
 * A front end needs a build when one of its outputs is missing (the browser build, and the first-view build of a
 * remote that has one) or a file it is built from changed since the oldest of them.
 */
export function needsBuild(workspace, root = ROOT) {
  const dir = path.join(root, workspace);
  const browser = ['dist/mf-manifest.json', 'dist/index.html'].map((f) => path.join(dir, f)).find(existsSync);
  const outputs = [browser, existsSync(path.join(dir, 'webpack.server.cjs')) && path.join(dir, 'dist-server/first-view.cjs')].filter(Boolean);
  if (!browser || !outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  // the lock file: an installed dependency changed what the build bundles
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(lock) && statSync(lock).mtimeMs > built) return true;
  return buildInputs(workspace, root).some((folder) => newestMtime(folder) > built);
}

/** Workspaces with a unit-test script (every workspace except the e2e suite). */
export const UNIT_WORKSPACES = [
  ...readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`),
  'shell', 'mf-search', 'mf-product', 'mf-content', 'mf-gift', 'mf-checkout',
].filter((w) => {
  const file = path.join(ROOT, w, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.test);
});
