// Runs once when the Next server starts: the outbox, summary-email, reminder and integration workers live in the app process.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.DATABASE_URL) {
    const { startOutboxWorker } = await import('./lib/email/outbox-worker');
    const { startSummaryWorker } = await import('./lib/server/summaries/summary-worker');
    const { startReminderWorker } = await import('./lib/server/reminders/reminder-worker');
    // Billing switched on but misconfigured (no or invalid BILLING_PLANS) stops the start, saying why.
    const { billingConfig } = await import('./lib/server/billing/billing-config');
    billingConfig();
    // Single sign-on configured but incomplete stops the start too, naming the missing setting.
    const { ssoConfig } = await import('./lib/auth/sso-config');
    ssoConfig();
    startOutboxWorker();
    startSummaryWorker();
    startReminderWorker();
    const { startIntegrationWorker } = await import('./lib/server/integrations/integration-worker');
    startIntegrationWorker();
  }
}
