// mf-product: hotel page, stay offer page, activity product page, booking steps (spec/product-and-purchase.md §2.1-2.3, 2.7). Dev server on 3002.
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'product',
  exposes: { './spa': './src/spa.tsx' },
});
