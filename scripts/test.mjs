// `npm test`: every check CI runs, in order, failing on the first red step:
// typecheck, lint, unit tests of every workspace, the API suite again on a real PostgreSQL server,
// production builds, bundle budgets, and the Playwright end-to-end suite in Chromium.
// Flags: --skip=e2e,postgres,... to leave steps out while developing (CI never does).
import { FRONTENDS, UNIT_WORKSPACES, log, mustRun, needsBuild } from './lib.mjs';
import { startThrowawayPostgres } from './pg.mjs';

const skip = new Set((process.argv.find((a) => a.startsWith('--skip=')) || '--skip=').slice(7).split(',').filter(Boolean));
const steps = [];
const step = (name, fn) => steps.push({ name, fn });

const MINUTE = 60_000;
step('typecheck', () => mustRun('typecheck', 'npx', ['tsc', '-b'], { timeoutMs: 15 * MINUTE }));
step('lint', () => mustRun('lint', 'npx', ['eslint', '--max-warnings=0', '.'], { timeoutMs: 15 * MINUTE }));
// The root scripts' own tests (named: `node --test scripts/` would also pick up this file, test.mjs).
step('scripts', () => mustRun('scripts', process.execPath, ['--test', 'scripts/lib.test.mjs'], { timeoutMs: 5 * MINUTE }));
// Unit tests of every workspace but e2e (its Playwright suite is the last step).
step('unit', () => mustRun('unit', 'npm', ['test', ...UNIT_WORKSPACES.flatMap((w) => ['-w', w])], { timeoutMs: 30 * MINUTE }));
step('postgres', async () => {
  if (process.env.TEST_DATABASE_URL) {
    await mustRun('postgres', 'npm', ['-w', '@storefront/api', 'test'], { env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }, timeoutMs: 30 * MINUTE });
    return;
  }
  log('postgres', 'starting a throwaway PostgreSQL server');
  const pg = await startThrowawayPostgres();
  try {
    await mustRun('postgres', 'npm', ['-w', '@storefront/api', 'test'], { env: { TEST_DATABASE_URL: pg.url }, timeoutMs: 30 * MINUTE });
  } finally {
    pg.stop();
  }
});
// only the front ends whose sources changed since their last build (all of them on a fresh clone)
step('build', async () => {
  for (const ws of FRONTENDS) {
    if (needsBuild(ws)) await mustRun('build', 'npm', ['-w', ws, 'run', 'build', '--silent'], { timeoutMs: 15 * MINUTE });
    else log('build', `${ws} is up to date`);
  }
});
step('budgets', () => mustRun('budgets', 'npm', ['-w', 'e2e', 'run', 'budgets', '--if-present'], { timeoutMs: 20 * MINUTE }));
step('e2e', () => mustRun('e2e', 'npm', ['-w', 'e2e', 'run', 'test'], { timeoutMs: 60 * MINUTE }));

const started = Date.now();
let passed = 0;
let failed = 0;
for (const s of steps) {
  if (skip.has(s.name)) {
    log(s.name, 'skipped (--skip)');
    continue;
  }
  const t = Date.now();
  try {
    await s.fn();
    passed++;
    log(s.name, `ok in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } catch (err) {
    failed++;
    log(s.name, `FAILED: ${err.message}`);
    break;
  }
}
console.log(`\ntotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
