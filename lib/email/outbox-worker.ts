import 'server-only';
import { logger } from '@/lib/log/logger';
import { jobRan, jobStarted } from '@/lib/server/jobs/heartbeats';
import { processWide } from '@/lib/server/jobs/process-wide';
import { processOutbox } from './outbox';

const POLL_MS = 5_000;
/**
 * One pass at a time in the process (so a killed process leaves at most one row `sending`).
 * `again`: a kick came while a pass was running, and its message may have been committed after
 * that pass looked.
 */
const state = processWide('outboxWorker', () => ({
  running: false,
  again: false,
  timer: null as NodeJS.Timeout | null,
}));

async function drain(): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  let failure: unknown = null;
  try {
    do {
      state.again = false;
      // Keep going while full batches come back; stop at the first short one.
      for (;;) {
        const { sent, failed } = await processOutbox();
        if (sent + failed < 20) break;
      }
    } while (state.again);
  } catch (error) {
    failure = error;
    logger.error({ err: error, job: 'outbox' }, 'worker error');
  } finally {
    state.running = false;
    jobRan('outbox', failure);
  }
}

/** Started once per server process (instrumentation.ts). */
export function startOutboxWorker(): void {
  if (state.timer) return;
  jobStarted('outbox', POLL_MS);
  state.timer = setInterval(() => void drain(), POLL_MS);
  state.timer.unref();
}

/** Call after committing a transaction that queued mail, so it goes out now rather than at the next poll. */
export function kickOutbox(): void {
  setImmediate(() => void drain());
}
