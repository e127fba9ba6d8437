// Shared Jest settings: every workspace's jest.config.cjs spreads this.
// TypeScript and TSX are compiled by @swc/jest; workspace packages are consumed as source.
/** @param {string} dir the workspace directory (pass __dirname) @param {{dom?: boolean}} [opts] */
module.exports = function jestConfig(dir, opts = {}) {
  return {
    rootDir: dir,
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only dependencies that must be transformed too
    transformIgnorePatterns: ['/node_modules/(?!(@storefront|date-fns|jotai|maplibre-gl|dompurify|altcha)/)'],
    moduleNameMapper: {
      '\\.(css)$': require.resolve('./jest.style-mock.cjs'),
      ...(opts.moduleNameMapper || {}),
    },
    setupFilesAfterEnv: opts.dom ? [require.resolve('@testing-library/jest-dom')] : [],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
