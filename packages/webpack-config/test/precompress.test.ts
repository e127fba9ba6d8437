/* PrecompressPlugin: a production build ships brotli and gzip copies of its text files, which the server sends as
   they are (packages/server/src/static-files.ts). Built for real with webpack on a small entry. */
import { mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PrecompressPlugin } = require('../index.cjs');

it('writes .br and .gz copies that decompress to each text asset over 1 KB, and none for small files or maps', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-precompress-'));
  try {
    writeFileSync(path.join(dir, 'big.js'), `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`);
    writeFileSync(path.join(dir, 'small.js'), 'export const x = 1;');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      devtool: 'source-map',
      entry: { big: './big.js', small: './small.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js' },
      optimization: { minimize: false },
      plugins: [new PrecompressPlugin()],
    });
    await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
    const out = (name: string) => path.join(dir, 'dist', name);
    const original = readFileSync(out('big.js'));
    expect(brotliDecompressSync(readFileSync(out('big.js.br'))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(out('big.js.gz'))).equals(original)).toBe(true);
    expect(readFileSync(out('big.js.br')).length).toBeLessThan(readFileSync(out('big.js.gz')).length);
    expect(existsSync(out('small.js.br'))).toBe(false);
    expect(existsSync(out('big.js.map.br'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
