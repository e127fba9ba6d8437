// mf-product: hotel page, stay offer page, activity product page, booking steps (spec/product-and-purchase.md §2.1-2.3, 2.7). Dev server on 3002.
const make = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'product',
  exposes: { './spa': './src/spa.tsx' },
});

/**
 * Size settings on top of the shared factory (the offer page's JS; same as mf-search's, to move into the factory):
 * - css-loader without source maps: with `devtool: 'source-map'` it embeds each sheet's map (sources included) in
 *   the JavaScript that injects it, about doubling the CSS weight; the .js.map files are enough;
 * - the federation runtime built for the browser only, without the snapshot plugin (mf-product loads no remote
 *   itself: mf-search's calendar comes through the shell's `loadRemote`);
 * - @storefront/i18n in one named chunk: the shared module's provider and its consume fallback otherwise get two
 *   chunk files with the same content, both downloaded at start-up.
 */
module.exports = (env, argv) => {
  const cfg = make(env, argv);
  for (const rule of cfg.module.rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      if (typeof use === 'object' && /css-loader/.test(use.loader)) use.options = { ...use.options, sourceMap: false };
    }
  }
  for (const plugin of cfg.plugins) {
    if (plugin && plugin._options && plugin._options.experiments) {
      plugin._options.experiments = { ...plugin._options.experiments, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } };
    }
  }
  const split = cfg.optimization.splitChunks || {};
  cfg.optimization.splitChunks = {
    ...split,
    cacheGroups: {
      ...(split.cacheGroups || {}),
      storefrontI18n: { test: /[\\/]packages[\\/]i18n[\\/]src[\\/]/, name: 'storefront-i18n', chunks: 'async', enforce: true, priority: 50 },
    },
  };
  return cfg;
};
