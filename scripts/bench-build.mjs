// `npm run bench:build` (#33 item 6): how long a front end's production build takes (browser and first-view builds,
// its `build` script) cold (no build cache), and warm after a one-line change to one of its sources; and what the
// build step of `npm start` / `npm test` does when nothing changed. Writes bench/results/build.md.
// Flags: --only=mf-search,shell to measure some front ends.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { FRONTENDS, ROOT, needsBuild, run } from './lib.mjs';

const only = (process.argv.find((a) => a.startsWith('--only=')) || '').slice(7).split(',').filter(Boolean);
const fronts = only.length ? FRONTENDS.filter((f) => only.includes(f)) : FRONTENDS;
const CACHE = path.join(ROOT, 'node_modules/.cache/webpack');
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

async function timedBuild(ws) {
  const started = performance.now();
  const code = await run('npm', ['-w', ws, 'run', 'build', '--silent'], { stdio: 'ignore' });
  if (code !== 0) throw new Error(`${ws}: build failed (exit ${code})`);
  return (performance.now() - started) / 1000;
}

const rows = [];
for (const ws of fronts) {
  const loadBefore = load();
  for (const kind of ['browser', 'server']) rmSync(path.join(CACHE, `${ws}-${kind}`), { recursive: true, force: true });
  const cold = await timedBuild(ws);
  // a one-line change to the remote's entry, then the same file back: two warm rebuilds
  const entry = path.join(ROOT, ws, 'src/index.ts');
  const original = readFileSync(entry, 'utf8');
  let changed;
  try {
    writeFileSync(entry, `${original}\n// bench:build change\n`);
    changed = await timedBuild(ws);
  } finally {
    writeFileSync(entry, original);
  }
  const restored = await timedBuild(ws);
  rows.push(`| ${ws} | ${cold.toFixed(1)} | ${changed.toFixed(1)} | ${restored.toFixed(1)} | ${loadBefore} | ${load()} |`);
  console.log(rows.at(-1));
}

const upToDate = fronts.filter((ws) => !needsBuild(ws));
const out = `# Build times (\`npm run bench:build\`)

${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}.
Each front end's \`build\` script (its browser build, and its first-view build when it has one) in seconds: cold is
without webpack's build cache (\`node_modules/.cache/webpack\`), as on a fresh clone or in CI; warm is after a
one-line change to its entry, then after the change is undone. The machine's load average (1/5/15 min) is beside
each row: other work on it makes the figures slower, not comparable across runs.

| front end | cold s | warm, one line changed s | warm, change undone s | load before | load after |
|---|---|---|---|---|---|
${rows.join('\n')}

After the runs, the build step of \`npm start\` and \`npm test\` (\`needsBuild\`) finds ${upToDate.length} of ${fronts.length} measured
front ends up to date${upToDate.length ? ' (' + upToDate.join(', ') + ')' : ''}: it rebuilds ${upToDate.length === fronts.length ? 'none of them, and after a change to one remote, only that remote' : 'the others again'}.
`;
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/build.md'), out);
console.log(out);
