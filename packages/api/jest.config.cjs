// typebox 1.x ships ESM only (.mjs): let @swc/jest compile it (and the type provider's ESM build) to CommonJS.
const base = require('../../jest.base.cjs')(__dirname, { dom: false });
const swc = Object.values(base.transform)[0];
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@storefront|typebox)/)'],
  testTimeout: 30000,
};
