import 'server-only';
import { logger } from '@/lib/log/logger';
import { jobRan, jobStarted } from '@/lib/server/jobs/heartbeats';
import { processOutbox } from './outbox';

const POLL_MS = 5_000;
let running = false;
let timer: NodeJS.Timeout | null = null;
/** A kick came while a pass was running: its message may have been committed after that pass looked. */
let again = false;

async function drain(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  let failure: unknown = null;
  try {
    do {
      again = false;
      // Keep going while full batches come back; stop at the first short one.
      for (;;) {
        const { sent, failed } = await processOutbox();
        if (sent + failed < 20) break;
      }
    } while (again);
  } catch (error) {
    failure = error;
    logger.error({ err: error, job: 'outbox' }, 'worker error');
  } finally {
    running = false;
    jobRan('outbox', failure);
  }
}

/** Started once per server process (instrumentation.ts). */
export function startOutboxWorker(): void {
  if (timer) return;
  jobStarted('outbox', POLL_MS);
  timer = setInterval(() => void drain(), POLL_MS);
  timer.unref();
}

/** Call after committing a transaction that queued mail, so it goes out now rather than at the next poll. */
export function kickOutbox(): void {
  setImmediate(() => void drain());
}
