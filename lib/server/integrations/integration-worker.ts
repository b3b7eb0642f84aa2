import 'server-only';
// Runs the integration outbox every few seconds in each app process (instrumentation.ts), and
// straight after a transaction that queued a delivery (kickIntegrations).
import { startPeriodicJob } from '../periodic-job';
import { processIntegrationOutbox } from './deliver';

const POLL_MS = 5_000;
const BATCH = 20;

async function drain() {
  for (;;) {
    const { sent, failed } = await processIntegrationOutbox({ limit: BATCH });
    if (sent + failed < BATCH) return;
  }
}

let draining: Promise<void> | null = null;
function drainOnce(): Promise<void> {
  draining ??= drain()
    .catch((error) => console.error('[integrations] worker error', error))
    .finally(() => (draining = null));
  return draining;
}

export const startIntegrationWorker = startPeriodicJob('integrations', POLL_MS, drainOnce);

/** After committing a transaction that queued deliveries: send now rather than at the next poll. */
export function kickIntegrations(): void {
  setImmediate(() => void drainOnce());
}
