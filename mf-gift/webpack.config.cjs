// mf-gift: single voucher set-up, gift boxes, gift card customisation, beneficiary redemption (spec/product-and-purchase.md
// §2.4-2.6). Dev server on 3004. No first-view build: every gift page is noindex and most show the visitor's own
// gift (docs/decisions/0050), rendered in the browser like mf-checkout's.
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'gift',
  exposes: { './spa': './src/spa.tsx' },
});
