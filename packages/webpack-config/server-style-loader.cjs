// The first-view build's style sheets: the same `use()` / `unuse()` pair as style-loader's lazy style tags (nothing
// to inject on the server) plus the sheet's text in `css`, which the first view puts in the page's HTML.
module.exports = function serverStyleLoader() {};
module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return `import css from ${request};\nexport default { css, use() {}, unuse() {} };\n`;
};
