module.exports = require('../../jest.base.cjs')(__dirname, { dom: false });
