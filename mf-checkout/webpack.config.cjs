// mf-checkout: booking summary, buyer details, options, payment and confirmation (spec/product-and-purchase.md §4,
// §5, §8, §9; site-wide.md 'Wallet payment'). Dev server on 3005. Its first-view build (webpack.server.cjs) renders
// the stay checkout's frame, which shows nothing of the visitor's own booking (docs/decisions/0142).
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'checkout',
  exposes: { './spa': './src/spa.tsx' },
});
