import 'server-only';
// Runs the integration outbox every few seconds in each app process (instrumentation.ts), and
// straight after a transaction that queued a delivery (kickIntegrations).
import { startPeriodicJob } from '../periodic-job';
import { processIntegrationOutbox } from './deliver';
import { processWide } from '../jobs/process-wide';

const POLL_MS = 5_000;
const BATCH = 20;

async function drain() {
  for (;;) {
    const { sent, failed } = await processIntegrationOutbox({ limit: BATCH });
    if (sent + failed < BATCH) return;
  }
}

/** One pass at a time in the process. */
const state = processWide('integrationWorker', () => ({ draining: null as Promise<void> | null }));
function drainOnce(): Promise<void> {
  state.draining ??= drain()
    .catch((error) => console.error('[integrations] worker error', error))
    .finally(() => (state.draining = null));
  return state.draining;
}

export const startIntegrationWorker = startPeriodicJob('integrations', POLL_MS, drainOnce);

/** After committing a transaction that queued deliveries: send now rather than at the next poll. */
export function kickIntegrations(): void {
  setImmediate(() => void drainOnce());
}
