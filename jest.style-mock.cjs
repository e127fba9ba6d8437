// CSS is injected as lazy style tags in the browser (use/unuse on mount/unmount); in Jest it is inert.
module.exports = { __esModule: true, default: { use() {}, unuse() {} }, use() {}, unuse() {} };
