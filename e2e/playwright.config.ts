import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_KEYS } from '@shop/wompi-standin';
import { E2E_PORT, E2E_SMTP_PORT, E2E_WOMPI_PORT, SHOP_URL, WOMPI_URL } from './support/ports';

// Each run starts the built shop on a fresh data folder: the embedded database, as `npm start` does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tienda-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A flaky journey must fail loudly, in CI too.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e.json' }]],
  outputDir: '../test-results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: SHOP_URL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    // The payment gateway the shop calls: the Wompi stand-in, a process of its own as Wompi is
    // (apps/wompi-standin/README.md), posting its signed events to the shop.
    {
      command: 'node --import tsx apps/wompi-standin/src/main.ts',
      cwd: '..',
      url: `${WOMPI_URL}/v1/merchants/${DEMO_KEYS.publicKey}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_WOMPI_PORT),
        HOST: '127.0.0.1',
        WOMPI_EVENTS_URL: `${SHOP_URL}/api/payments/wompi/events`,
        // PSE and Nequi settle after 2 s, as a bank confirms a few moments later.
        WOMPI_PENDING_MS: '2000',
      },
    },
    {
      command: 'node apps/api/dist/server.js',
      cwd: '..',
      url: `${SHOP_URL}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The embedded database, whatever the caller's environment says.
        DATABASE_URL: '',
        // Nor the machine's Redis: rate-limit counts must not outlive the run.
        REDIS_URL: '',
        SEED_DEMO: 'true',
        // Each test visits from its own address (X-Forwarded-For, support/fixtures.ts), so the
        // shop's per-address limits count one test at a time, as for separate real visitors.
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // Mailed links (password recovery) and the gateway's return must open this very shop.
        PUBLIC_URL: SHOP_URL,
        // Online payments go to the stand-in, never to Wompi; its keys are stored by the tests
        // (Configuración › Pagos), so until then the shop offers bank transfer alone.
        WOMPI_API_URL: `${WOMPI_URL}/v1`,
        WOMPI_CHECKOUT_URL: `${WOMPI_URL}/p/`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
