// mf-gift: single voucher set-up, gift boxes, gift card customisation, beneficiary redemption (spec/product-and-purchase.md
// §2.4-2.6). Dev server on 3004. Its first-view build (webpack.server.cjs) renders the gift card, box and box listing
// pages on the server; the others show the visitor's own gift and are rendered in the browser (docs/decisions/0138).
module.exports = require('@storefront/webpack-config').remote({
  dir: __dirname,
  key: 'gift',
  exposes: { './spa': './src/spa.tsx' },
});
