import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts of the project run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);

// Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // The suite at a desk, and the pages people act on at a phone's width (*.phone.spec.ts).
  projects: [
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/ },
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // A fresh embedded database per run, so first-login and other one-time flows start clean.
    command: `rm -rf .e2e-data && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.e2e-data', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
