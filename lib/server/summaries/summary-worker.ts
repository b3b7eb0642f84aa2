import 'server-only';
// Sends the summary emails whose time has come, once a minute, in the app process (started by
// instrumentation.ts beside the outbox worker). Summaries run on whole hours, so a minute's delay
// at most.
import { sendDueSummaries } from './due-summaries';

const POLL_MS = 60_000;
let timer: NodeJS.Timeout | null = null;
let running = false;

async function tick(): Promise<void> {
  if (running) return;
  running = true;
  try {
    await sendDueSummaries();
  } catch (error) {
    console.error('[summaries] worker error', error);
  } finally {
    running = false;
  }
}

export function startSummaryWorker(): void {
  if (timer) return;
  timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
}
