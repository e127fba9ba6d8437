/* The webpack factory is what every remote and the shell build with: these are the federation rules
   (ARCHITECTURE.md) that a wrong edit would silently break at run time. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remote, host, ROOT, SOURCE_MAPS, ChunkRetryPlugin } = require('../index.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cssMinifyLoader = require('../css-minify-loader.cjs') as (this: unknown, source: string) => void;

const searchDir = path.resolve(__dirname, '../../../mf-search');

function federationOptions(config: { plugins: Array<{ _options?: Record<string, unknown> }> }) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin as unknown as { _options: Record<string, any> })._options; // eslint-disable-line @typescript-eslint/no-explicit-any -- webpack plugin internals are untyped
}

describe('remote()', () => {
  const config = remote({ dir: searchDir, key: 'search', exposes: { './spa': './src/spa.tsx' } })({}, { mode: 'production' });

  it('names the container after the remote and emits a manifest with async start-up', () => {
    const mf = federationOptions(config);
    expect(mf.name).toBe('mf_search');
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.manifest).toBe(true);
    expect(mf.experiments).toMatchObject({ asyncStartup: true });
    expect(mf.exposes).toEqual({ './spa': './src/spa.tsx' });
  });

  it("uses the shell's federation runtime instead of bundling its own copy, built for the browser without remote loading", () => {
    const mf = federationOptions(config);
    expect(mf.experiments.externalRuntime).toBe(true);
    expect(mf.experiments.optimization).toEqual({ disableSnapshot: true, disableRemote: true, target: 'web' });
    expect(mf.runtimePlugins ?? []).toEqual([]);
  });

  it("builds axios for the browser with its XMLHttpRequest adapter only: the fetch adapter answers 'not supported'", () => {
    const adapter = path.join(ROOT, 'node_modules/axios/lib/adapters/fetch.js');
    const rule = (config.module.rules as Array<{ test?: RegExp; loader?: string }>).find((r) => r.test?.test(adapter));
    expect(rule?.loader).toMatch(/axios-fetch-adapter-loader\.cjs$/);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loader = require(rule!.loader!) as (this: { resourcePath: string }, source: string) => string;
    const out = loader.call({ resourcePath: adapter }, readFileSync(adapter, 'utf8'));
    expect(out).toContain('export const getFetch = () => false;');
    expect(out).not.toContain('fetch(');
  });

  it('publishes no source map in production: none referenced from the scripts, kept outside the served dist/', () => {
    expect(config.devtool).toBe(false);
    const plugin = config.plugins.find((p: object) => p.constructor.name === 'SourceMapDevToolPlugin') as { options: { filename: string; append: unknown } };
    expect(plugin.options.append).toBe(false);
    const mapFile = path.resolve(config.output.path, plugin.options.filename.replace('[file]', 'main.1a2b3c4d.js'));
    expect(mapFile).toBe(path.join(searchDir, SOURCE_MAPS, 'main.1a2b3c4d.js.map'));
    expect(path.relative(config.output.path, mapFile).startsWith('..')).toBe(true);
  });

  it("leaves maplibre-gl's published, already minified files (the map and its worker) out of the minifier and the source maps", () => {
    const library = path.join(ROOT, 'node_modules/maplibre-gl/dist/maplibre-gl.mjs');
    const worker = path.join(ROOT, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
    const group = Object.values(config.optimization.splitChunks.cacheGroups as Record<string, { test: RegExp; name: string }>).find((g) => g.test.test(library));
    expect(group?.name).toBe('maplibre-gl');
    const rule = (config.module.rules as Array<{ test?: RegExp; generator?: { filename: string } }>).find((r) => r.test?.test(worker));
    expect(rule?.generator?.filename).toMatch(/^maplibre-gl-worker\./);
    const minifier = config.optimization.minimizer[0] as { options: { exclude: RegExp } };
    const maps = config.plugins.find((p: object) => p.constructor.name === 'SourceMapDevToolPlugin') as { options: { exclude: RegExp } };
    for (const file of ['maplibre-gl.1a2b3c4d.js', 'maplibre-gl-worker.1a2b3c4d.mjs']) {
      expect(minifier.options.exclude.test(file)).toBe(true);
      expect(maps.options.exclude.test(file)).toBe(true);
    }
    for (const file of ['main.1a2b3c4d.js', '207.1a2b3c4d.js', 'remoteEntry.js']) {
      expect(minifier.options.exclude.test(file)).toBe(false);
      expect(maps.options.exclude.test(file)).toBe(false);
    }
  });

  it("tells the federation plugins where webpack is, the copy the build runs (else each asks webpack's slow schema check)", () => {
    expect(process.env.FEDERATION_WEBPACK_PATH).toBe(require.resolve('webpack'));
  });

  it('keeps the first provider of a shared version, so two remotes starting together load one copy of each singleton', () => {
    expect(federationOptions(config).shareStrategy).toBe('loaded-first');
  });

  it('shares react, react-dom and our runtime packages as non-eager singletons with the declared versions', () => {
    const { shared } = federationOptions(config);
    for (const name of ['react', 'react/', 'react-dom', 'react-dom/', 'jotai', 'i18next']) {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[name].eager).toBeFalsy();
      expect(typeof shared[name].requiredVersion).toBe('string');
    }
    expect(shared['@storefront/event-bus']).toMatchObject({ singleton: true });
  });

  it('shares dompurify where the workspace uses it, so the shell and mf-content download one copy per page', () => {
    const content = remote({ dir: path.resolve(__dirname, '../../../mf-content'), key: 'content', exposes: { './spa': './src/spa.tsx' } })({}, { mode: 'production' });
    expect(federationOptions(content).shared.dompurify).toMatchObject({ singleton: true });
    expect(federationOptions(config).shared.dompurify).toBeUndefined();
  });

  it('lets a failed chunk or module load again on the next ask: failed modules leave the cache, hung chunks fail in time', () => {
    expect(config.output.strictModuleExceptionHandling).toBe(true);
    expect(config.output.chunkLoadTimeout).toBeGreaterThan(5_000);
    expect(config.output.chunkLoadTimeout).toBeLessThan(20_000);
  });

  it('asks for a chunk whose load failed with ?retry=N (Chromium answers a failed script URL with the same failure)', () => {
    expect(config.plugins.some((p: unknown) => p instanceof ChunkRetryPlugin)).toBe(true);
    let runtimeModule: { generate(): string } | undefined;
    const compilation = {
      hooks: { runtimeRequirementInTree: { for: () => ({ tap: (_name: string, add: (chunk: unknown) => void) => add({}) }) } },
      addRuntimeModule: (_chunk: unknown, m: { generate(): string }) => void (runtimeModule = m),
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    new ChunkRetryPlugin().apply({ webpack: require('webpack'), hooks: { thisCompilation: { tap: (_name: string, fn: (c: unknown) => void) => fn(compilation) } } });
    const runtime = { u: (id: number) => `${id}.0a1b2c3d.js` };
    new Function('__webpack_require__', runtimeModule!.generate())(runtime);
    // webpack asks for a file name once per load: a second ask is a retry
    expect([runtime.u(1), runtime.u(1), runtime.u(2), runtime.u(1)]).toEqual(['1.0a1b2c3d.js', '1.0a1b2c3d.js?retry=1', '2.0a1b2c3d.js', '1.0a1b2c3d.js?retry=2']);
  });

  it('uses full-hash entry names and content-hash chunks in production (contenthash breaks entries under federation)', () => {
    expect(config.output.filename).toBe('[name].[fullhash:8].js');
    expect(config.output.chunkFilename).toBe('[name].[contenthash:8].js');
    expect(config.optimization.minimize).toBe(true);
    expect(config.devServer.port).toBe(3001);
  });

  it('injects stylesheets as lazy style tags so a remote removes its CSS on unmount', () => {
    const cssRule = config.module.rules.find((r: { test: RegExp }) => r.test.test('x.css'));
    expect(cssRule.use[0].options).toEqual({ injectType: 'lazyStyleTag' });
    // no CSS source maps embedded in the JavaScript
    expect(cssRule.use[1].options.sourceMap).toBe(false);
  });

  it('minifies style sheets in production, imported ones included (the JavaScript minifier leaves their text as it is)', async () => {
    const cssRule = config.module.rules.find((r: { test: RegExp }) => r.test.test('x.css'));
    expect(cssRule.use[2].loader).toBe(require.resolve('../css-minify-loader.cjs'));
    expect(cssRule.use[1].options.importLoaders).toBe(1);
    const development = remote({ dir: searchDir, key: 'search', exposes: {} })({}, { mode: 'development' });
    expect(development.module.rules.find((r: { test: RegExp }) => r.test.test('x.css')).use).toHaveLength(2);
    const minify = (source: string) =>
      new Promise<string>((resolve, reject) => {
        cssMinifyLoader.call({ resourcePath: 'x.css', async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve(out!)) }, source);
      });
    const out = await minify("@import './base.css';\n/* a comment */\n.sf-a {\n  color: #ff0000;\n  margin: 0 0 0 0;\n}\n.sf-b:focus-visible { outline: var(--sf-focus-ring); overflow-clip-margin: 16px; }\n");
    expect(out).not.toContain('comment');
    expect(out).toContain('@import"./base.css";');
    expect(out).toContain('.sf-b:focus-visible{outline:var(--sf-focus-ring);overflow-clip-margin:16px}');
    expect(out).toContain('.sf-a{color:red;margin:0}');
    await expect(minify('.sf-a { color: red')).resolves.toContain('.sf-a{color:red}');
  });
});

describe('host()', () => {
  it('builds the shell container with no static remotes and a root public path', () => {
    const config = host({ dir: path.resolve(__dirname, '../../../shell') })({}, { mode: 'development' });
    const mf = federationOptions(config);
    expect(mf.name).toBe('shell');
    expect(mf.remotes).toBeUndefined();
    expect(config.output.publicPath).toBe('/');
    expect(config.optimization.minimize).toBe(false);
    expect(mf.shareStrategy).toBe('loaded-first');
  });

  it("provides the federation runtime to the remotes through the ES module build of the injection plugin (one runtime-core copy)", () => {
    const mf = federationOptions(host({ dir: path.resolve(__dirname, '../../../shell') })({}, { mode: 'production' }));
    expect(mf.experiments.externalRuntime).toBeFalsy();
    // the shell loads remotes through their manifests: it keeps the remote-loading and snapshot runtime, built for
    // the browser only
    expect(mf.experiments.optimization).toEqual({ target: 'web' });
    expect(mf.runtimePlugins).toHaveLength(1);
    expect(mf.runtimePlugins[0]).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
  });

  it("adds the shell's own runtime plugins after the one that provides the runtime to the remotes", () => {
    const mf = federationOptions(host({ dir: path.resolve(__dirname, '../../../shell'), runtimePlugins: ['/x/plugin.ts'] })({}, { mode: 'production' }));
    expect(mf.runtimePlugins).toHaveLength(2);
    expect(mf.runtimePlugins[1]).toBe('/x/plugin.ts');
    // the shell's configuration registers the same-version share plugin
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shell = federationOptions(require('../../../shell/webpack.config.cjs')({}, { mode: 'production' }));
    expect(shell.runtimePlugins[1]).toBe(path.resolve(__dirname, '../../../shell/src/remotes/same-version-share.ts'));
  });
});

describe("the federation runtime's debug switch", () => {
  // the file the builds bundle (the ES module build of @module-federation/sdk)
  const envFile = path.join(ROOT, 'node_modules/@module-federation/sdk/dist/env.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../federation-debug-loader.cjs') as (this: unknown, source: string) => string;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { transformSync } = require('esbuild') as typeof import('esbuild');

  /** Evaluates env.js's text in a browser-like global whose localStorage records its reads. */
  function isDebugModeOf(source: string, debugGlobal?: boolean): { debug: boolean; reads: string[] } {
    const reads: string[] = [];
    const g = globalThis as Record<string, unknown>;
    const saved = { window: g.window, localStorage: g.localStorage, FEDERATION_DEBUG: g.FEDERATION_DEBUG };
    const localStorage = { getItem: (key: string) => (reads.push(key), null) };
    Object.assign(g, { window: { document: {}, localStorage }, localStorage });
    if (debugGlobal !== undefined) g.FEDERATION_DEBUG = debugGlobal;
    try {
      const mod = { exports: {} as { isDebugMode: () => boolean } };
      const { code } = transformSync(source, { format: 'cjs', loader: 'js' });
      new Function('require', 'module', 'exports', code)(() => ({ BROWSER_LOG_KEY: 'FEDERATION_DEBUG' }), mod, mod.exports);
      return { debug: mod.exports.isDebugMode(), reads };
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete g[k];
      else g[k] = v;
    }
  }

  it('is answered without reading localStorage in production builds, and FEDERATION_DEBUG on the window still turns it on', () => {
    const source = readFileSync(envFile, 'utf8');
    const rule = host({ dir: path.resolve(__dirname, '../../../shell') })({}, { mode: 'production' }).module.rules.find((r: { test: RegExp }) => r.test.test(envFile));
    expect(rule.loader).toBe(require.resolve('../federation-debug-loader.cjs'));
    // the library as published reads localStorage (the page's first, synchronous use of it)
    expect(isDebugModeOf(source).reads).toEqual(['FEDERATION_DEBUG']);
    const built = loader.call({ resourcePath: envFile }, source);
    expect(isDebugModeOf(built)).toEqual({ debug: false, reads: [] });
    expect(isDebugModeOf(built, true)).toEqual({ debug: true, reads: [] });
    // a development build keeps the library's own switch
    const development = host({ dir: path.resolve(__dirname, '../../../shell') })({}, { mode: 'development' });
    expect(development.module.rules.some((r: { test?: RegExp }) => r.test instanceof RegExp && r.test.test(envFile))).toBe(false);
  });

  it('fails the build when a new version of the library changed the code it rewrites', () => {
    expect(() => loader.call({ resourcePath: envFile }, 'function isDebugMode() { return readSomewhereElse(); }')).toThrow(/no longer has/);
  });
});
