/* The webpack factory is what every remote and the shell build with: these are the federation rules
   (ARCHITECTURE.md) that a wrong edit would silently break at run time. */
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remote, host } = require('../index.cjs');
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
});
