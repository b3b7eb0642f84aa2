// Runs once when the Next server starts: the outbox and summary-email workers live in the app process.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.DATABASE_URL) {
    const { startOutboxWorker } = await import('./lib/email/outbox-worker');
    const { startSummaryWorker } = await import('./lib/server/summaries/summary-worker');
    startOutboxWorker();
    startSummaryWorker();
  }
}
