// The staleness check of `npm start`, `npm run dev` and the build step of `npm test` (needsBuild): run by `node --test scripts/` (a step of npm test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, test } from 'node:test';
import { needsBuild } from './lib.mjs';

let root;
let clock;
/** Writes a file dated one second after the previous write (mtimes set explicitly: no sleeping, no coarse clocks). */
function write(file, content = '') {
  const p = path.join(root, file);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, content);
  clock += 1;
  utimesSync(p, clock, clock);
}
const pkg = (name, deps = {}) => JSON.stringify({ name, dependencies: deps });

/** A checkout with a remote that has a first-view build, built in the order its build script writes. */
function builtRemote() {
  write('packages/contracts/package.json', pkg('@storefront/contracts'));
  write('packages/contracts/src/index.ts');
  write('packages/ui/package.json', pkg('@storefront/ui', { '@storefront/contracts': '*' }));
  write('packages/ui/src/index.ts');
  write('packages/api/package.json', pkg('@storefront/api'));
  write('packages/api/src/index.ts');
  write('mf-search/package.json', pkg('mf-search', { '@storefront/ui': '*' }));
  write('mf-search/webpack.server.cjs');
  write('mf-search/src/spa.tsx');
  write('mf-search/dist/mf-manifest.json');
  write('mf-search/dist-server/first-view.cjs');
  write('mf-search/sourcemaps/main.js.map');
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'needs-build-'));
  clock = 1_700_000_000;
});
after(() => rmSync(root, { recursive: true, force: true }));

test('a remote is up to date right after its build, whose later outputs are not sources', () => {
  builtRemote();
  write('mf-search/coverage/lcov.info');
  write('mf-search/tsconfig.tsbuildinfo');
  write('packages/api/.data/pg/PG_VERSION');
  assert.equal(needsBuild('mf-search', root), false);
});

test('a change to its own sources rebuilds it', () => {
  builtRemote();
  write('mf-search/src/spa.tsx', 'changed');
  assert.equal(needsBuild('mf-search', root), true);
});

test('a change to a package it depends on, directly or not, rebuilds it', () => {
  builtRemote();
  write('packages/contracts/src/index.ts', 'changed');
  assert.equal(needsBuild('mf-search', root), true);
});

test('a change to a package it does not depend on does not', () => {
  builtRemote();
  write('packages/api/src/index.ts', 'changed');
  assert.equal(needsBuild('mf-search', root), false);
});

test('a missing output, or a source newer than the first of them, rebuilds it', () => {
  builtRemote();
  rmSync(path.join(root, 'mf-search/dist-server'), { recursive: true });
  assert.equal(needsBuild('mf-search', root), true);

  builtRemote();
  // the browser build done, the first-view build failed half-way earlier and a source changed in between
  write('mf-search/dist/mf-manifest.json');
  write('mf-search/src/spa.tsx', 'changed');
  write('mf-search/dist-server/first-view.cjs');
  assert.equal(needsBuild('mf-search', root), true);
});

test('a front end never built needs a build', () => {
  write('shell/package.json', pkg('shell'));
  write('shell/src/index.ts');
  assert.equal(needsBuild('shell', root), true);
  write('shell/dist/index.html');
  assert.equal(needsBuild('shell', root), false);
});

test('a dependency installed after the build (the lock file changed) rebuilds it', () => {
  write('package-lock.json');
  builtRemote();
  assert.equal(needsBuild('mf-search', root), false);
  write('package-lock.json', 'changed');
  assert.equal(needsBuild('mf-search', root), true);
});
