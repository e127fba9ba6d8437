/* CompileHintsPlugin: every script of a production build starts with V8's compile hint, which the minifier would
   drop, its source map counts that line, and the hint is part of the file names' hashes. Built for
   real with webpack on a small entry. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin } = require('../index.cjs');

async function build(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { main: './main.js' },
    output: { path: path.join(dir, `dist-${plugins.length}`), filename: '[name].[fullhash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins,
  });
  await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
  return readdirSync(path.join(dir, `dist-${plugins.length}`)).sort();
}

it('starts every script with the compile hint, shifts its source map by that line and changes the hashed names', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-compile-hints-'));
  try {
    writeFileSync(path.join(dir, 'main.js'), "export function greet(name) {\n  return 'Hello ' + name;\n}\nimport('./later.js').then((m) => console.log(greet(m.who)));\n");
    writeFileSync(path.join(dir, 'later.js'), "export const who = 'world';\n");
    const plain = await build(dir, []);
    const hinted = await build(dir, [new CompileHintsPlugin()]);
    const scripts = hinted.filter((f) => f.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const file of scripts) expect(readFileSync(path.join(dir, 'dist-1', file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // no file of the hinted build has the name of a file without the hint
    expect(scripts.filter((f) => plain.includes(f))).toEqual([]);
    // the entry's map counts the hint's line: nothing maps to the first line, the code it had is on the second
    const main = scripts.find((f) => f.startsWith('main.'))!;
    const map = JSON.parse(readFileSync(path.join(dir, 'dist-1', `${main}.map`), 'utf8')) as { mappings: string };
    const plainMap = JSON.parse(readFileSync(path.join(dir, 'dist-0', plain.find((f) => /^main\..*\.js\.map$/.test(f))!), 'utf8')) as { mappings: string };
    expect(map.mappings).toBe(`;${plainMap.mappings}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
