// The shell: Module Federation host with no static remotes (the registry names them at run time).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const HtmlWebpackPlugin = require('html-webpack-plugin');
const { host } = require('@storefront/webpack-config');

module.exports = host({
  dir: __dirname,
  port: 8080,
  runtimePlugins: ['same-version-share', 'shared-load-retry', 'script-nonce'].map((plugin) => path.join(__dirname, `src/remotes/${plugin}.ts`)),
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public/index.html'),
      inject: 'head',
      scriptLoading: 'defer',
      minify: false,
      // @storefront/ui's design tokens, once for the page (the remotes' sheets use them and do not carry them)
      templateParameters: { uiTokens: readFileSync(require.resolve('@storefront/ui/tokens.css'), 'utf8') },
    }),
  ],
});
