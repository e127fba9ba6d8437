// mf-gift's first-view build for the storefront server (see @storefront/webpack-config firstView, docs/decisions/0138).
module.exports = require('@storefront/webpack-config').firstView({ dir: __dirname });
