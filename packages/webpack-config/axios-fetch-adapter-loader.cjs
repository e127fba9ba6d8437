// Browser builds carry only the axios adapter a browser uses: XMLHttpRequest (axios's default order is xhr, http,
// fetch; axios's browser field already leaves the http adapter out). This loader makes axios's fetch adapter module
// answer 'not supported' (its own answer where fetch is missing) instead of carrying the adapter and its helpers:
// 4.4 KB gzip of the 22 KB a page the browser renders loads before its first API answer (issue #33 item 4,
// docs/decisions/0102). The module keeps its place under node_modules/axios, so axios stays in one chunk.
module.exports = function axiosFetchAdapterLoader(source) {
  if (!source.includes('export const getFetch')) {
    throw new Error(`axios-fetch-adapter-loader: ${this.resourcePath} no longer exports getFetch; check this axios version's adapters.js`);
  }
  return 'export const getFetch = () => false;\nexport default undefined;\n';
};
