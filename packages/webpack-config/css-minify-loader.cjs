// Minifies a style sheet (esbuild: comments and white space out, rules kept in their order) before css-loader reads
// it. A sheet travels as a string inside the JavaScript that injects it, and inside a first view's HTML: the
// JavaScript minifier leaves that string as it is. No target: nothing is rewritten for older browsers.
const { transform } = require('esbuild');

module.exports = function cssMinifyLoader(source) {
  const done = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath, logLevel: 'silent' }).then(
    (result) => done(null, result.code),
    (error) => done(error),
  );
};
