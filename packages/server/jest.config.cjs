// cookie 1.x (used by Fastify inject) is ESM-only: compiled to CommonJS by @swc/jest like the API's tests.
const base = require('../../jest.base.cjs')(__dirname, { dom: false });
module.exports = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(@storefront|cookie)/)'],
};
