// `npm start`: on a fresh clone, installs what is missing, builds the shell and remotes that need it,
// then serves shell, remotes, registry and API from one process at http://localhost:8080 (embedded database,
// created and seeded on first start).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, ROOT, log, mustRun, needsBuild } from './lib.mjs';

async function main() {
  if (!existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'))) {
    await mustRun('install', 'npm', ['install', '--no-audit', '--no-fund']);
  }
  for (const ws of FRONTENDS) {
    if (needsBuild(ws)) await mustRun('build', 'npm', ['-w', ws, 'run', 'build', '--silent']);
    else log('build', `${ws} is up to date`);
  }
  const port = process.env.PORT || '8080';
  log('serve', `starting the storefront on http://localhost:${port} (sites: fr.localhost, es.localhost, it.localhost, nl.localhost, be.localhost)`);
  await mustRun('serve', process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { env: { PORT: port } });
}

main().catch((err) => {
  console.error(`\n${err.message}`);
  process.exit(1);
});
