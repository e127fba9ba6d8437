// mf-search: the search and discovery remote (spec/search.md). Dev server on 3001.
const factory = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'search',
  exposes: {
    './spa': './src/spa.tsx',
    './SearchBox': './src/exposed/search-box.tsx',
    './OfferCard': './src/exposed/offer-card.tsx',
    './OfferCarousel': './src/exposed/offer-carousel.tsx',
    './Calendar': './src/exposed/calendar.tsx',
  },
});

/**
 * Two size settings on top of the shared factory (JS budget of the results page, issue 4 'Measures'):
 * - css-loader without source maps: with `devtool: 'source-map'` css-loader otherwise embeds every sheet's map
 *   (sources and content) in the JavaScript that injects it;
 * - the federation runtime built for the browser only, without the snapshot plugin (this remote loads no remote
 *   itself: other remotes are reached through the shell's `loadRemote`);
 * - @storefront/i18n in one named chunk: the shared module's provider (`get`) and its consume fallback otherwise
 *   get two chunk files with the same content, and a page that asks for both at start-up downloads it twice.
 */
module.exports = (env, argv) => {
  const cfg = factory(env, argv);
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
