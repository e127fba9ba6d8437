// The shell: Module Federation host with no static remotes (the registry names them at run time).
const path = require('node:path');
const Module = require('node:module');

// The root install hoists ajv 6 (eslint) beside ajv-keywords 5, which needs ajv 8: webpack's option validation
// (style-loader) then fails. Resolve ajv for ajv-keywords from webpack's own ajv 8 until the root install is fixed.
const webpackAjv = path.dirname(require.resolve('ajv/package.json', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));
if (require(path.join(webpackAjv, 'package.json')).version.startsWith('8')) {
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if ((request === 'ajv' || request.startsWith('ajv/')) && parent && /[\\/]ajv-keywords[\\/]/.test(parent.filename)) {
      return resolve.call(this, request.replace(/^ajv/, webpackAjv), parent, ...rest);
    }
    return resolve.call(this, request, parent, ...rest);
  };
}

const HtmlWebpackPlugin = require('html-webpack-plugin');
const { host } = require('@storefront/webpack-config');

module.exports = host({
  dir: __dirname,
  port: 8080,
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public/index.html'),
      inject: 'head',
      scriptLoading: 'defer',
      minify: false,
    }),
  ],
});
