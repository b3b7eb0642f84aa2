import { defineConfig, devices } from '@playwright/test';

// E2E against the production build (`next build` first), served by the same launcher as
// `npm start`, on a fresh embedded database seeded with the demo.
// Each port can be moved (E2E_PORT, E2E_PG_PORT, E2E_SMTP_PORT) so two checkouts can run at once.
// The defaults sit below Linux's ephemeral range (32768–60999), where the integration suite's servers
// take free ports while CI runs it beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 25439);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const SMTP_HTTP_PORT = SMTP_PORT + 1;
// A real installation (no demo, an empty database: /setup) beside the demo one.
export const REAL_PORT = Number(process.env.E2E_REAL_PORT ?? PORT + 2);
const REAL_PG_PORT = Number(process.env.E2E_REAL_PG_PORT ?? PG_PORT + 2);

export default defineConfig({
  testDir: 'tests/e2e',
  // Two minutes a journey: each signs in, visits several pages and runs axe on them, which takes far
  // longer on a busy 2-core machine than on a quiet one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The certificate specs (certs*.spec.ts) certify the seeded November claim, which the claim specs
  // rely on as the last one not yet issued, and add a contract to the demo payer: they run once the
  // others are done.
  projects: [
    // billing.spec.ts needs billing on: its own server, playwright.billing.config.ts.
    {
      name: 'main',
      testIgnore: [
        /certs.*\.spec\.ts/,
        /billing\.spec\.ts/,
        /\/setup\.spec\.ts$/,
        /retention-journey\.spec\.ts/,
      ],
    },
    // setup.spec.ts: the real installation's own server (REAL_PORT).
    {
      name: 'real installation',
      testMatch: /\/setup\.spec\.ts$/,
      use: { baseURL: `http://localhost:${REAL_PORT}` },
    },
    { name: 'certificates', testMatch: /certs.*\.spec\.ts/, dependencies: ['main'] },
    // Issue 31's journey starts from the certificate the certificate specs issued.
    { name: 'retention journey', testMatch: /retention-journey\.spec\.ts/, dependencies: ['certificates'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the networking flags Chromium floods the closed network of these machines.
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
  webServer: [
    {
      // A real SMTP server; tests read what it received from its HTTP side (tests/e2e/mailbox.ts).
      command: 'node --import tsx tests/support/smtp-sink-server.ts',
      url: `http://localhost:${SMTP_HTTP_PORT}/messages`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
    {
      command: 'rm -rf .data/e2e-pg .data/e2e-files && node --import tsx scripts/start.ts',
      url: `http://localhost:${PORT}/login`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        EMBEDDED_PG_DIR: '.data/e2e-pg',
        EMBEDDED_PG_PORT: String(PG_PORT),
        DATABASE_URL: '',
        NEXTAUTH_URL: `http://localhost:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        FILE_STORE_DIR: '.data/e2e-files',
        DEMO_STAFF_PASSWORD: 'e2e-staff-password', // tests/e2e/helpers.ts STAFF_PASSWORD
      },
    },
    {
      command: 'rm -rf .data/e2e-real-pg && node --import tsx scripts/start.ts',
      url: `http://localhost:${REAL_PORT}/setup`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(REAL_PORT),
        EMBEDDED_PG_DIR: '.data/e2e-real-pg',
        EMBEDDED_PG_PORT: String(REAL_PG_PORT),
        DATABASE_URL: '',
        DEMO_MODE: 'false',
        NEXTAUTH_URL: `http://localhost:${REAL_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        FILE_STORE_DIR: '.data/e2e-real-files',
      },
    },
  ],
});
