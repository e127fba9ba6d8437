const base = require('../../jest.base.cjs')(__dirname, { dom: false });
// every test starts real HTTP servers and waits for webhook deliveries
module.exports = { ...base, testTimeout: 20000 };
