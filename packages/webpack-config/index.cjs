// The one webpack factory for the shell and every remote (ARCHITECTURE.md: Module Federation conventions).
// Usage in a workspace's webpack.config.cjs:
//   module.exports = require('@storefront/webpack-config').remote({ dir: __dirname, key: 'search', exposes: {...} });
//   module.exports = require('@storefront/webpack-config').host({ dir: __dirname, ... });
const path = require('node:path');
const fs = require('node:fs');
require('tsx/cjs/api').register();
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { shared, REMOTES, FIRST_VIEW_BUILD } = require('@storefront/contracts');

const ROOT = path.resolve(__dirname, '../..');

/** Versions of every dependency the workspace declares, for `requiredVersion`. */
function declaredVersions(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const versions = { ...(pkg.devDependencies || {}), ...(pkg.peerDependencies || {}), ...(pkg.dependencies || {}) };
  for (const [name, v] of Object.entries(versions)) {
    if (name.startsWith('@storefront/')) versions[name] = v === '*' || v.startsWith('workspace') ? '0.1.0' : v;
  }
  return versions;
}

// @module-federation's plugins find webpack by calling `compiler.webpack()` without options and reading the error's
// stack, and webpack then checks `undefined` against its whole options schema, the slow way (about 1 s of every build):
// told where webpack is, they skip it
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');

/** The folder, next to a build's dist/, of its production source maps (never served). */
const SOURCE_MAPS = 'sourcemaps';

/**
 * Libraries whose published build is already minified (maplibre-gl's, 1.6 MB with its worker): their files get a name
 * of their own (chunk `maplibre-gl`, asset `maplibre-gl-worker`) so that the minifier and the source maps leave them
 * out, a third of a cold build of mf-search for a few bytes (#33 item 6).
 */
const PREMINIFIED = { modules: /[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.mjs$/, worker: /[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl-worker\.mjs$/, files: /^maplibre-gl/ };

/**
 * Webpack's persistent cache for production builds (#33 item 6): a rebuild after a change compiles only the changed
 * modules; what invalidates it is the configuration (this file, the workspace's configs, what they read from
 * @storefront/contracts, the lock file). Development builds keep the memory cache.
 */
function persistentCache(dir, kind) {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack'),
    name: `${path.basename(dir)}-${kind}`,
    buildDependencies: {
      config: [
        __filename,
        ...['webpack.config.cjs', 'webpack.server.cjs'].map((f) => path.join(dir, f)).filter(fs.existsSync),
        // the configuration this factory reads from @storefront/contracts (TypeScript, which webpack does not trace)
        ...['shared.ts', 'remotes.ts', 'first-view.ts'].map((f) => path.join(ROOT, 'packages/contracts/src', f)),
        path.join(ROOT, 'package-lock.json'),
      ],
    },
  };
}

function base({ dir, mode, port, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    ...(production ? { cache: persistentCache(dir, 'browser') } : {}),
    // production: source maps are not public (productionPlugins)
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: publicPath ?? 'auto',
      // a module whose evaluation threw (a chunk or shared package it needs failed to load) is evaluated again on the
      // next require, not returned half-initialised from the module cache: a retry recovers without a reload
      strictModuleExceptionHandling: true,
      // a chunk whose request hangs fails after this (webpack's default: 2 min), so that asking again fetches it again
      // (until then a new ask waits on the hung request): the retry of a page recovers within the load deadline
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      filename: production ? '[name].[fullhash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      // write every file, changed or not: `needsBuild` (scripts/lib.mjs) dates a build by its outputs
      compareBeforeEmit: false,
      uniqueName: path.basename(dir),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // workspace packages are TypeScript source
      mainFields: ['browser', 'module', 'main'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules\/(?!@storefront)/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // Every stylesheet is a lazy style tag: the remote calls styles.use() on mount and styles.unuse()
          // on unmount, so its CSS leaves the page with it. Class names are prefixed per remote (scoping).
          test: /\.css$/,
          use: [
            { loader: require.resolve('style-loader'), options: { injectType: 'lazyStyleTag' } },
            // no CSS source maps: with devtool 'source-map' css-loader would embed each sheet's map (sources included)
            // in the JavaScript that injects it, about doubling the CSS weight; the .js.map files are enough
            { loader: require.resolve('css-loader'), options: { modules: false, importLoaders: production ? 1 : 0, sourceMap: false } },
            ...(production ? [{ loader: require.resolve('./css-minify-loader.cjs') }] : []),
          ],
        },
        { test: PREMINIFIED.worker, type: 'asset/resource', generator: { filename: 'maplibre-gl-worker.[contenthash:8][ext]' } },
        { test: /\.(svg|png|jpe?g|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ...(production ? [{ test: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/, loader: require.resolve('./federation-debug-loader.cjs') }] : []),
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true }, exclude: PREMINIFIED.files })],
      moduleIds: production ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // A shared module's provider and its consume fallback otherwise get two chunk files with the same
          // content, and a page that asks for both at start-up downloads @storefront/i18n twice.
          preminified: { test: PREMINIFIED.modules, name: 'maplibre-gl', chunks: 'async', enforce: true, priority: 40 },
          storefrontI18n: { test: /[\\/]packages[\\/]i18n[\\/]src[\\/]/, name: 'storefront-i18n', chunks: 'async', enforce: true, priority: 50 },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      historyApiFallback: false,
      allowedHosts: 'all',
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

/**
 * One federation runtime per page: the shell (a pure consumer) provides @module-federation/runtime-core on
 * globalThis._FEDERATION_RUNTIME_CORE and every remote's entry uses it instead of bundling its own copy
 * (about 20 KB gzip less per remote). Remotes must therefore be built with the same @module-federation/enhanced
 * version as the shell, which the one lock file of this repository guarantees.
 */
const INJECT_EXTERNAL_RUNTIME_CORE = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/**
 * A chunk asked for again (its earlier load failed: only then does webpack's runtime ask for a chunk's file name
 * twice) is requested with `?retry=N`: Chromium answers a script URL whose load failed in this document with the same
 * failure, without a request, so the plain URL could never load until a reload (issue #32).
 */
class ChunkRetryPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule } = compiler.webpack;
    const u = RuntimeGlobals.getChunkScriptFilename;
    class ChunkRetryRuntimeModule extends RuntimeModule {
      constructor() {
        // after the file name function it wraps
        super('chunk retry', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        return `var name = ${u}, asked = {};\n${u} = function (id) { asked[id] = (asked[id] || 0) + 1; return name(id) + (asked[id] > 1 ? '?retry=' + (asked[id] - 1) : ''); };`;
      }
    }
    compiler.hooks.thisCompilation.tap('ChunkRetryPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(u).tap('ChunkRetryPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
      });
    });
  }
}

/** How long a chunk's request may take before it counts as failed (see output.chunkLoadTimeout). */
const CHUNK_LOAD_TIMEOUT_MS = 12_000;

function federation({ dir, name, exposes, host, runtimePlugins = [] }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: shared(declaredVersions(dir)),
    // Every remote is built from this repository's one lock file, so all provide the same versions. With the default
    // 'version-first', a remote that registers while another one is still loading a singleton replaces it, and a
    // page that starts two remotes at once (a page app plus the banners) got two copies of i18next,
    // axios and @storefront/*. 'loaded-first' keeps the first provider registered for a version.
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // experiments.provideExternalRuntime would add the plugin's CommonJS build, which bundles a second copy of
    // runtime-core next to the ES module one the bundler runtime uses; its ES module build shares that copy.
    runtimePlugins: host ? [INJECT_EXTERNAL_RUNTIME_CORE, ...runtimePlugins] : [],
    // A remote loads no remote itself (other remotes are reached through the shell's loadRemote): its runtime is
    // built for the browser only, without the remote-loading and snapshot parts the shell keeps.
    experiments: host
      ? { asyncStartup: true, optimization: { target: 'web' } }
      : { asyncStartup: true, externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
  });
}

/** Assets served compressed: text files over the server's 1 KB compression threshold, source maps aside. */
const PRECOMPRESSED = /\.(js|mjs|css|json|svg)$/;

/**
 * Brotli's best quality (11) where it pays, on the scripts a page starts with; a file over 256 KB (maplibre-gl's map
 * and worker, fetched when the map opens) gets 10: on the map's chunk 1.6 % larger, compressed in a third of the time.
 */
const brotliQuality = (bytes) => (bytes > 256 * 1024 ? 10 : 11);

/**
 * Writes `<file>.br` (brotli, brotliQuality) and `<file>.gz` (gzip -9) next to each text asset of a production build:
 * the server sends them as they are (packages/server/src/static-files.ts) instead of compressing every request at
 * a fast, larger setting.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { promisify } = require('node:util');
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // brotli at its best quality is the slowest step of a build: an unchanged file's compressed copies come from
      // the build cache, the others are compressed together on libuv's thread pool (every core), off the main thread
      const cache = compilation.getCache('PrecompressPlugin');
      const compress = async (asset) => {
        const buffer = asset.source.buffer();
        const item = cache.getItemCache(asset.name, cache.getLazyHashedEtag(asset.source));
        let compressed = await item.getPromise();
        if (!compressed) {
          const [br, gz] = await Promise.all([
            brotli(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(buffer.length), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
            }),
            gzip(buffer, { level: 9 }),
          ]);
          compressed = { br, gz };
          await item.storePromise(compressed);
        }
        compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(compressed.br));
        compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(compressed.gz));
      };
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const assets = compilation.getAssets().filter((asset) => PRECOMPRESSED.test(asset.name) && asset.source.size() > 1024);
        await Promise.all(assets.map(compress));
      });
    });
  }
}

/** V8's explicit compile hint for a whole script (Chrome 136+), which must be its first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's explicit compile hint at the top of every script of a production build, after minification: the
 * browser compiles the script's functions while it streams the file, on a background thread, instead of compiling
 * each one on the main thread the first time it runs, which a page's start does for most of them (hydration, the
 * federation runtime, i18next). In Lighthouse's mobile emulation it took the results page's total blocking time
 * from ~300 to ~110 ms (the same build with and without, medians of 5 runs each). The hint is part of every file's hash, so a
 * file with it never has the name of one without.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources, javascript } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.fullHash.tap('CompileHintsPlugin', (hash) => hash.update(COMPILE_HINT));
      javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).chunkHash.tap('CompileHintsPlugin', (_chunk, hash) => hash.update(COMPILE_HINT));
      // after the minifier (which drops comments), before the source maps are written (they count the new line)
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (asset.name.endsWith('.js')) compilation.updateAsset(asset.name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/** File written next to mf-manifest.json by SharedChunksPlugin. */
const SHARED_CHUNKS_FILE = 'mf-shared-chunks.json';

/**
 * Writes `mf-shared-chunks.json`: for each shared package this build provides, every script its loading fetches.
 * The Module Federation manifest lists one chunk per shared package, but a package's own dependencies can be split
 * into further chunks (axios under @storefront/api-client, date-fns under @storefront/criteria): fetched one round
 * trip later, once the remote entry has run, unless the server hints them too (packages/server/src/preload.ts).
 * `startup` names the shared packages the './spa' module loads before it runs (those its chunks consume, and theirs
 * in turn): the manifest lists every package the build provides, including those only a page's chunk uses (the
 * criteria under mf-gift's beneficiary page), which a page that never needs them should not download.
 */
class SharedChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const shared = {};
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module' || !module.blocks[0]) continue;
          const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
          if (!group) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
          shared[module._name] = [...new Set([...(shared[module._name] || []), ...files])].sort();
        }
        const startup = startupShared(compilation);
        compilation.emitAsset(SHARED_CHUNKS_FILE, new sources.RawSource(JSON.stringify({ shared, ...(startup ? { startup } : {}) }, null, 2)));
      });
    });
  }
}

/** The shared packages consumed before the './spa' expose runs, transitively (see SharedChunksPlugin); null without one. */
function startupShared(compilation) {
  const graph = compilation.chunkGraph;
  const container = [...compilation.modules].find((m) => Array.isArray(m._exposes));
  const index = container ? container._exposes.findIndex(([name]) => name === './spa') : -1;
  const spa = index >= 0 ? graph.getBlockChunkGroup(container.blocks[index]) : null;
  if (!spa) return null;
  const providedChunks = new Map();
  for (const module of compilation.modules) {
    const group = module.type === 'provide-module' && module.blocks[0] ? graph.getBlockChunkGroup(module.blocks[0]) : null;
    if (group) providedChunks.set(module._name, [...(providedChunks.get(module._name) || []), ...group.chunks]);
  }
  const names = new Set();
  const seen = new Set();
  const queue = [...spa.chunks];
  while (queue.length) {
    const chunk = queue.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of graph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module' || names.has(module.options.shareKey)) continue;
      names.add(module.options.shareKey);
      queue.push(...(providedChunks.get(module.options.shareKey) || []));
    }
  }
  return [...names].sort();
}

/**
 * What a production build adds: compile hints; source maps as 'hidden-source-map' makes them (no sourceMappingURL in
 * the scripts) but in <remote>/sourcemaps/, next to dist/ (which alone is served), where bench:web's attribution reads
 * them, the already minified libraries aside; precompression.
 */
function productionPlugins() {
  const { SourceMapDevToolPlugin } = require('webpack');
  const sourceMaps = new SourceMapDevToolPlugin({ filename: `../${SOURCE_MAPS}/[file].map`, append: false, module: true, columns: true, exclude: PREMINIFIED.files });
  return [new CompileHintsPlugin(), sourceMaps, new PrecompressPlugin()];
}

/**
 * A remote (mf-*): exposes single-spa lifecycles at './spa' plus any reusable components.
 * @param {{ dir: string, key: keyof typeof REMOTES, exposes: Record<string,string>, publicPath?: string }} opts
 */
function remote(opts) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const r = REMOTES[opts.key];
    const cfg = base({ dir: opts.dir, mode, port: r.devPort, publicPath: opts.publicPath });
    // the browser's build: axios without the fetch adapter no browser uses (the servers' first-view builds keep it)
    cfg.module.rules.push({ test: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, loader: require.resolve('./axios-fetch-adapter-loader.cjs') });
    cfg.plugins = [federation({ dir: opts.dir, name: r.container, exposes: opts.exposes }), new SharedChunksPlugin(), new ChunkRetryPlugin(), ...(mode === 'production' ? productionPlugins() : [])];
    return cfg;
  };
}

/**
 * The host (shell): no static remotes; they are registered at run time from the registry.
 * `runtimePlugins`: files of federation runtime plugins the shell adds to its runtime (after the one that provides the
 * runtime to the remotes).
 * @param {{ dir: string, port?: number, plugins?: any[], entry?: any, publicPath?: string, runtimePlugins?: string[] }} opts
 */
function host(opts) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const cfg = base({ dir: opts.dir, mode, port: opts.port ?? 8080, publicPath: opts.publicPath ?? '/' });
    if (opts.entry) cfg.entry = opts.entry;
    cfg.plugins = [federation({ dir: opts.dir, name: 'shell', exposes: {}, host: true, runtimePlugins: opts.runtimePlugins }), new ChunkRetryPlugin(), ...(opts.plugins || []), ...(mode === 'production' ? productionPlugins() : [])];
    return cfg;
  };
}


/**
 * The first-view build of a remote: the same page tree built for Node, so that the storefront server renders a
 * page's first view into its HTML (the browser then hydrates it with the remote's browser build).
 * - one file: dynamic imports are inlined (a lazy page resolves at once, the prerender waits for it);
 * - packages from node_modules stay external (the server's React, i18next, axios... one copy per process), the
 *   workspace's @storefront/* TypeScript sources are compiled in;
 * - style sheets keep the `use()` / `unuse()` shape of the browser's lazy style tags and carry their text in `css`,
 *   which the first view puts in the page.
 * @param {{ dir: string, entry?: string }} opts
 */
function firstView(opts) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const cfg = base({ dir: opts.dir, mode, port: 0 });
    cfg.target = 'node20';
    cfg.devtool = false;
    if (cfg.cache) cfg.cache = persistentCache(opts.dir, 'server');
    cfg.entry = { 'first-view': opts.entry ?? './src/first-view.tsx' };
    cfg.output = { path: path.join(opts.dir, FIRST_VIEW_BUILD.dir), filename: FIRST_VIEW_BUILD.file, library: { type: 'commonjs2' }, clean: true, compareBeforeEmit: false };
    cfg.resolve = { ...cfg.resolve, mainFields: ['module', 'main'], conditionNames: ['node', 'import', 'require', 'default'] };
    cfg.externalsPresets = { node: true };
    cfg.externals = [({ request }, callback) => (/^[a-z@][^:]*$/i.test(request) && !request.startsWith('@storefront/') && !request.endsWith('.css') ? callback(null, `commonjs ${request}`) : callback())];
    const cssRule = cfg.module.rules.find((rule) => String(rule.test) === String(/\.css$/));
    cssRule.use = [
      { loader: require.resolve('./server-style-loader.cjs') },
      { loader: require.resolve('css-loader'), options: { modules: false, importLoaders: 1, sourceMap: false, exportType: 'string' } },
      { loader: require.resolve('./css-minify-loader.cjs') },
    ];
    cfg.module.rules = cfg.module.rules.map((rule) => (String(rule.test).includes('svg') ? { ...rule, type: 'asset/inline' } : rule));
    cfg.optimization = { minimize: false, splitChunks: false, moduleIds: 'named' };
    cfg.plugins = [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })];
    delete cfg.devServer;
    return cfg;
  };
}

module.exports = { remote, host, firstView, declaredVersions, ROOT, SHARED_CHUNKS_FILE, SOURCE_MAPS, PrecompressPlugin, CompileHintsPlugin, ChunkRetryPlugin };
