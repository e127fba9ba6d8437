/**
 * Playwright in Debian Chromium (/usr/bin/chromium; `npx playwright install` is not used). One storefront
 * server per run on E2E_PORT (default 8180) with a fresh database (small catalogue) in <tmpdir>/storefront-e2e-<port>.
 * Projects: a phone (390x844) and a desktop (1280x800) viewport.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { DATA_DIR, ENVIRONMENT, PHONE, PORT, REGISTRY_DIR, REMOTES_DIR, ROOT, TMP_DIR } from './support/env';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: './specs',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI machines are small and shared: a test that fails once and passes on its retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: path.join(TMP_DIR, 'test-results'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', ...PHONE },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx e2e/scripts/prepare.ts && node --import tsx e2e/scripts/serve.ts',
    cwd: ROOT,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      CATALOGUE_SIZE: 'small',
      STOREFRONT_ENV: ENVIRONMENT,
      REGISTRY_DIR,
      REMOTES_DIR,
      LOG_LEVEL: 'warn',
      // the specs check what a first view holds; on a loaded CI machine the production deadline (1 s, which the
      // benchmarks run with) would leave parts of it to the browser at random
      FIRST_VIEW_TIMEOUT_MS: '3000',
      // every spec's browser is one client (127.0.0.1): the sign-in specs together ask for more codes than one
      // visitor may in 10 minutes
      SIGN_IN_CODE_RATE_LIMIT: '200',
    },
  },
});
