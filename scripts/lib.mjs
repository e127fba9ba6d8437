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

/** Newest modification time of any file under dir (ignoring node_modules, dist and dot folders). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** A front end needs a build when it has no dist or its sources (or the shared packages) changed since. */
export function needsBuild(workspace) {
  const marker = ['dist/mf-manifest.json', 'dist/index.html'].map((f) => path.join(ROOT, workspace, f)).find(existsSync);
  if (!marker) return true;
  const built = statSync(marker).mtimeMs;
  return newestMtime(path.join(ROOT, workspace)) > built || newestMtime(path.join(ROOT, 'packages')) > built;
}

/** Workspaces with a unit-test script (every workspace except the e2e suite). */
export const UNIT_WORKSPACES = [
  ...readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`),
  'shell', 'mf-search', 'mf-product', 'mf-content', 'mf-gift', 'mf-checkout',
].filter((w) => {
  const file = path.join(ROOT, w, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.test);
});
