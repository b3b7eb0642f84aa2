// Runs once when the Next server starts: the job runner (emails, integration pushes, summaries,
// due alerts) lives in the app process unless JOB_RUNNER=off (then `npm run worker` runs it).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // How long requests wait on the event loop, from the start (GET /api/health, for npm run load).
    const { watchEventLoop } = await import('./lib/server/health/event-loop');
    watchEventLoop();
  }
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.DATABASE_URL) {
    // Billing switched on but misconfigured (no or invalid BILLING_PLANS) stops the start, saying why.
    const { billingConfig } = await import('./lib/server/billing/billing-config');
    billingConfig();
    // Single sign-on configured but incomplete stops the start too, naming the missing setting.
    const { ssoConfig } = await import('./lib/auth/sso-config');
    ssoConfig();
    if (process.env.JOB_RUNNER !== 'off') {
      const { startJobsInBackground } = await import('./lib/server/jobs/start-jobs');
      startJobsInBackground();
    }
  }
}
