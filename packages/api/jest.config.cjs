// ESM-only or dynamic-import dependencies are compiled to CommonJS by @swc/jest so tests run without
// --experimental-vm-modules: typebox 1.x (.mjs), cookie 1.x (used by Fastify inject), PGlite (dynamic import()), jose 6.
const base = require('../../jest.base.cjs')(__dirname, { dom: false });
const swc = Object.values(base.transform)[0];
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@storefront|typebox|cookie|@electric-sql|jose)/)'],
  testTimeout: 30000,
};
