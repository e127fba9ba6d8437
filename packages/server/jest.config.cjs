// ESM-only dependencies are compiled to CommonJS by @swc/jest: cookie 1.x (used by Fastify inject), and for the
// tests that run the API inside the storefront, typebox 1.x (.mjs), PGlite (dynamic import()) and jose 6.
const base = require('../../jest.base.cjs')(__dirname, { dom: false });
const swc = Object.values(base.transform)[0];
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@storefront|typebox|cookie|@electric-sql|jose)/)'],
  testTimeout: 30000,
};
