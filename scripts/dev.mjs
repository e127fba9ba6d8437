// `npm run dev [-- mf-x ...]`: watch mode.
//  - the storefront server (API + registry + pages, packages/server) on PORT (8080), restarted by `tsx watch` when
//    its sources or the API change, using the registry `dev-servers` written to .tmp-dev/;
//  - the shell rebuilt by `webpack --watch` (development mode) into .tmp-dev/shell, which the server serves
//    (SHELL_DIST): reload the page after a rebuild;
//  - each remote on its own webpack-dev-server (`npm -w mf-x run dev`, ports 3001-3005, live reload).
// With remote names (`npm run dev -- mf-search`), only those remotes run on their dev servers; the registry points
// the others at their production builds under /remotes/<folder>/ (built first when missing or stale).
// Output of every process is prefixed with its name; Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { setInterval, clearInterval } from 'node:timers';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, ROOT, log, mustRun, needsBuild } from './lib.mjs';

const REMOTE_FOLDERS = FRONTENDS.filter((w) => w.startsWith('mf-'));
const DEV_DIR = path.join(ROOT, '.tmp-dev');
const REGISTRY_NAME = 'dev-servers';
const COLOURS = [35, 33, 32, 34, 36, 31, 95, 93];

function usage(message) {
  console.error(`${message}\nusage: npm run dev [-- ${REMOTE_FOLDERS.join(' ')}]   (no names: every remote on its dev server)`);
  process.exit(2);
}

function readRegistry(name) {
  return JSON.parse(readFileSync(path.join(ROOT, 'shell/config', `registry.${name}.json`), 'utf8'));
}

/** Container name (mf_search) of a remote folder (mf-search). */
const containerOf = (folder) => folder.replace(/-/g, '_');

/**
 * The registry the dev server's pages use: remotes running on a dev server at their webpack-dev-server URL
 * (shell/config/registry.dev-servers.json), the other existing remotes at their build (registry.development.json).
 * Remotes with no folder in this checkout are left out, so their routes show the 404 page as in `npm start`.
 */
export function devRegistry(devRemotes) {
  const devServers = readRegistry('dev-servers');
  const built = readRegistry('development');
  const remotes = {};
  for (const folder of REMOTE_FOLDERS) {
    const container = containerOf(folder);
    const url = devRemotes.includes(folder) ? devServers.remotes[container] : built.remotes[container];
    if (url) remotes[container] = url;
  }
  return { environment: REGISTRY_NAME, remotes, minisiteRemotes: built.minisiteRemotes };
}

const children = new Map();
let stopping = false;

/** Streams a child's output line by line with a coloured `[name]` prefix. */
function pipeLines(stream, prefix, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${prefix} ${rest}\n`);
  });
}

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function start(name, cmd, args, env = {}) {
  const colour = COLOURS[children.size % COLOURS.length];
  const prefix = `\x1b[${colour}m[${name.padEnd(10)}]\x1b[0m`;
  // Own process group (detached), so stopping it also stops what npm / tsx started below it.
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    log('dev', `${name} exited (${signal ?? `code ${code}`}): stopping the others`);
    stopAll(code || 1);
  });
  child.on('error', (error) => {
    log('dev', `${name} could not start: ${error.message}`);
    stopAll(1);
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('dev', `stopping ${[...children.keys()].join(', ') || 'nothing'}`);
  for (const child of children.values()) signalGroup(child, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 8000);
  const poll = setInterval(() => {
    if (children.size === 0) {
      clearInterval(poll);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 100);
}

async function answers(url) {
  try {
    const response = await globalThis.fetch(url, { signal: globalThis.AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Logs once the pages and every dev-server manifest answer (the first builds take a while on a busy machine). */
async function announceWhenReady(port, registry, devRemotes) {
  const urls = [`http://localhost:${port}/`, ...devRemotes.map((f) => registry.remotes[containerOf(f)]).filter(Boolean)];
  const started = Date.now();
  while (!stopping) {
    const states = await Promise.all(urls.map(answers));
    if (states.every(Boolean)) {
      log('dev', `ready in ${Math.round((Date.now() - started) / 1000)} s: http://localhost:${port}/ (also fr., es., it., nl., be.localhost:${port})`);
      return;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function main() {
  const names = process.argv.slice(2).filter((a) => a !== '--');
  for (const name of names) if (!REMOTE_FOLDERS.includes(name)) usage(`unknown remote "${name}"`);
  const devRemotes = names.length ? names : REMOTE_FOLDERS;
  const port = process.env.PORT || '8080';

  for (const folder of REMOTE_FOLDERS.filter((f) => !devRemotes.includes(f))) {
    if (needsBuild(folder)) await mustRun('build', 'npm', ['-w', folder, 'run', 'build', '--silent']);
    else log('build', `${folder} is up to date (served from ${folder}/dist)`);
  }

  mkdirSync(DEV_DIR, { recursive: true });
  const registry = devRegistry(devRemotes);
  writeFileSync(path.join(DEV_DIR, `registry.${REGISTRY_NAME}.json`), `${JSON.stringify(registry, null, 2)}\n`);
  for (const [container, url] of Object.entries(registry.remotes)) log('registry', `${container} -> ${url}`);

  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGHUP', () => stopAll(0));

  const shellOut = path.join(DEV_DIR, 'shell');
  start('shell', bin('webpack'), ['--config', 'shell/webpack.config.cjs', '--watch', '--mode', 'development', '--output-path', shellOut]);
  start('server', bin('tsx'), ['watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    PORT: port,
    STOREFRONT_ENV: process.env.STOREFRONT_ENV || 'development',
    REGISTRY_DIR: DEV_DIR,
    REGISTRY_NAME,
    SHELL_DIST: shellOut,
    // the page CSP allows the eval'd modules of development builds
    DEVELOPMENT_BUILDS: '1',
  });
  for (const folder of devRemotes) start(folder, 'npm', ['-w', folder, 'run', 'dev', '--silent']);
  await announceWhenReady(port, registry, devRemotes);
}

main().catch((error) => {
  console.error(`\n${error.message}`);
  stopAll(1);
});
