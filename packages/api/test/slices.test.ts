/**
 * The layout of docs/decisions/0004-api-slices.md: the seed catalogue and the response schemas do not depend on
 * each other at run time (type imports only), and the one route registry registers every slice.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../src');
const SLICES = ['search', 'product', 'gift', 'content'];
/** The modules holding response schemas (TypeBox) of the slices. */
const SCHEMA_MODULES = ['search/schemas.ts', 'product/schemas.ts', 'content/cms-schemas.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/** The modules a file imports at run time (not `import type`), as paths relative to src/. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)';/gms)) {
    out.push(path.relative(SRC, path.resolve(path.dirname(file), m[1]!)).replace(/\\/g, '/'));
  }
  return out;
}

const isSchemaModule = (target: string) => SCHEMA_MODULES.some((m) => `${target}.ts` === m || target === m);

test('the seed catalogue imports no response schema at run time', () => {
  const offending = filesUnder(path.join(SRC, 'catalogue')).flatMap((file) =>
    runtimeImports(file)
      .filter(isSchemaModule)
      .map((target) => `${path.relative(SRC, file)} -> ${target}`),
  );
  expect(offending).toEqual([]);
});

test('no response schema imports the seed catalogue at run time', () => {
  const offending = SCHEMA_MODULES.flatMap((module) =>
    runtimeImports(path.join(SRC, module))
      .filter((target) => target.startsWith('catalogue/'))
      .map((target) => `${module} -> ${target}`),
  );
  expect(offending).toEqual([]);
});

test('the route registry registers every slice, each from its index', () => {
  const registry = runtimeImports(path.join(SRC, 'routes/index.ts'));
  for (const slice of SLICES) expect(registry).toContain(slice);
});
