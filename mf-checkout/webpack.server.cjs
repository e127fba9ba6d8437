// mf-checkout's first-view build for the storefront server (see @storefront/webpack-config firstView).
module.exports = require('@storefront/webpack-config').firstView({ dir: __dirname });
