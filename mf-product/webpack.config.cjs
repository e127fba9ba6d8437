// mf-product: hotel page, stay offer page, activity product page, booking steps (spec/product-and-purchase.md §2.1-2.3, 2.7). Dev server on 3002.
const make = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'product',
  exposes: { './spa': './src/spa.tsx' },
});

/**
 * css-loader follows `devtool` and inlines each sheet's source map (with its sources) into the JS of production
 * builds, about doubling the CSS weight of every chunk; the .js.map files are enough. (To move into the shared
 * factory: reported to the platform owner.)
 */
module.exports = (env, argv) => {
  const cfg = make(env, argv);
  for (const rule of cfg.module.rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      if (typeof use === 'object' && /css-loader/.test(use.loader)) use.options = { ...use.options, sourceMap: false };
    }
  }
  return cfg;
};
