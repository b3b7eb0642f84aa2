import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// E2E of billing switched on (issue 14): its own app server, database, fake Stripe server
// (tests/support/fake-stripe-server.ts) and results folder, so the main suite's server stays
// billing-off and the two can run at once on the same production build: npm run test:e2e:billing.
// Ports: E2E_BILLING_PORT (app), E2E_BILLING_PG_PORT, E2E_BILLING_SMTP_PORT, E2E_STRIPE_PORT.
const PORT = Number(process.env.E2E_BILLING_PORT ?? 3150);
// Below Linux's ephemeral range, as the main config's: the integration suite may run beside it.
const PG_PORT = Number(process.env.E2E_BILLING_PG_PORT ?? 25449);
const SMTP_PORT = Number(process.env.E2E_BILLING_SMTP_PORT ?? 2535);
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 12111);

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_fake_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_e2e',
  BILLING_PLANS: JSON.stringify([
    {
      id: 'starter',
      name: 'Starter',
      price_cents: 4900,
      currency: 'nzd',
      stripe_price_id: 'price_starter',
      claim_contracts: 5,
      cert_contracts: 5,
      users: 5,
    },
    {
      id: 'unlimited',
      name: 'Unlimited',
      price_cents: 19900,
      currency: 'nzd',
      stripe_price_id: 'price_unlimited',
      claim_contracts: 10_000_000,
      cert_contracts: 10_000_000,
      users: 50,
    },
  ]),
};

export default defineConfig({
  ...base,
  projects: [{ name: 'billing', testMatch: /billing\.spec\.ts/ }],
  // Not the main suite's test-results: each run empties its own at the start.
  outputDir: 'test-results/billing-run',
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: [
    {
      command: 'node --import tsx tests/support/smtp-sink-server.ts',
      url: `http://localhost:${SMTP_PORT + 1}/messages`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_PORT + 1) },
    },
    {
      command: 'node --import tsx tests/support/fake-stripe-server.ts',
      url: `http://127.0.0.1:${STRIPE_PORT}/health`,
      reuseExistingServer: false,
      env: {
        ...stripe,
        FAKE_STRIPE_PORT: String(STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${PORT}/api/payment/webhook`,
      },
    },
    {
      command: 'rm -rf .data/e2e-billing-pg .data/e2e-billing-files && node --import tsx scripts/start.ts',
      url: `http://localhost:${PORT}/login`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...stripe,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(STRIPE_PORT),
        STRIPE_API_PROTOCOL: 'http',
        PORT: String(PORT),
        EMBEDDED_PG_DIR: '.data/e2e-billing-pg',
        EMBEDDED_PG_PORT: String(PG_PORT),
        DATABASE_URL: '',
        NEXTAUTH_URL: `http://localhost:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        FILE_STORE_DIR: '.data/e2e-billing-files',
      },
    },
  ],
});
