import 'server-only';
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
    console.error('[outbox] worker error', error);
  } finally {
    running = false;
  }
}

/** Started once per server process (instrumentation.ts). */
export function startOutboxWorker(): void {
  if (timer) return;
  timer = setInterval(() => void drain(), POLL_MS);
  timer.unref();
}

/** Call after committing a transaction that queued mail, so it goes out now rather than at the next poll. */
export function kickOutbox(): void {
  setImmediate(() => void drain());
}
