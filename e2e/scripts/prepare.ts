/**
 * Prepares the e2e server (run by the Playwright webServer command before it starts the server):
 * builds the shell and the remotes that have no build yet, builds the registry swap fixture twice (v1, v2) afresh,
 * and writes this run's registries: the environment's own, and registry.<SWAP_REGISTRY>.json with the fixture at v1
 * in place of mf_gift (see support/env.ts). A fresh database folder.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ENVIRONMENT, REGISTRY_DIR, REMOTES_DIR, ROOT, SWAP_BUILDS, SWAP_CONTAINER, SWAP_REGISTRY } from '../support/env';

const FRONTENDS = ['shell', 'mf-search', 'mf-content', 'mf-product', 'mf-gift', 'mf-checkout'];

function log(message: string): void {
  console.log(`[e2e prepare] ${message}`);
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): void {
  execFileSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

export function prepare(): void {
  for (const ws of FRONTENDS) {
    if (!existsSync(path.join(ROOT, ws, 'package.json'))) continue;
    if (existsSync(path.join(ROOT, ws, 'dist', ws === 'shell' ? 'index.html' : 'mf-manifest.json'))) continue;
    log(`building ${ws} (no build yet)`);
    try {
      run(['npm', '-w', ws, 'run', 'build', '--silent']);
    } catch (error) {
      // The shell is required; a remote that does not build is left out of the registry (its pages show 404).
      if (ws === 'shell') throw error;
      log(`WARNING: ${ws} does not build (${error instanceof Error ? error.message : String(error)}); it is left out of the registry`);
    }
  }

  const fixture = path.join(ROOT, 'e2e/fixtures/swap-remote');
  for (const [i, folder] of SWAP_BUILDS.entries()) {
    const out = path.join(REMOTES_DIR, folder);
    // built on every run, as the database is made afresh: a build kept from an earlier run of this port was made with
    // an earlier webpack factory (one without the chunk retry once failed the hanging-module case on every run)
    log(`building the swap fixture ${folder}`);
    run(['webpack', '--mode', 'production', '-c', path.join(fixture, 'webpack.config.cjs')], { SWAP_OUT: out, SWAP_VERSION: `v${i + 1}` });
  }

  mkdirSync(REGISTRY_DIR, { recursive: true });
  const configDir = path.join(ROOT, 'shell/config');
  for (const file of readdirSync(configDir).filter((f) => f.startsWith('registry.'))) {
    cpSync(path.join(configDir, file), path.join(REGISTRY_DIR, file));
  }
  const registryFile = path.join(REGISTRY_DIR, `registry.${ENVIRONMENT}.json`);
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as { environment: string; remotes: Record<string, string> };
  const swap = { ...registry, environment: SWAP_REGISTRY, remotes: { ...registry.remotes, [SWAP_CONTAINER]: `/remotes/${SWAP_BUILDS[0]}/mf-manifest.json` } };
  writeFileSync(path.join(REGISTRY_DIR, `registry.${SWAP_REGISTRY}.json`), JSON.stringify(swap, null, 2));

  rmSync(DATA_DIR, { recursive: true, force: true });
  log(`ready: registry ${registryFile}, remotes ${REMOTES_DIR}, database ${DATA_DIR}`);
}

if (require.main === module) prepare();
