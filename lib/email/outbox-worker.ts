import 'server-only';
import { processOutbox } from './outbox';

const POLL_MS = 5_000;
let running = false;
let timer: NodeJS.Timeout | null = null;

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    // Keep going while full batches come back; stop at the first short one.
    for (;;) {
      const { sent, failed } = await processOutbox();
      if (sent + failed < 20) break;
    }
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
