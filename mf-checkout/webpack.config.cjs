// mf-checkout: booking summary, buyer details, options, payment and confirmation (spec/product-and-purchase.md §4,
// §5, §8, §9; site-wide.md 'Wallet payment'). Dev server on 3005. No first-view build: its pages show the
// visitor's own booking and form (noindex), rendered in the browser (docs/decisions/0040).
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'checkout',
  exposes: { './spa': './src/spa.tsx' },
});
