const base = require('../jest.base.cjs')(__dirname, { dom: true });
// every language's messages preloaded (the app fetches one language chunk before rendering)
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
