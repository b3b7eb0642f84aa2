import 'server-only';
import { logger } from '@/lib/log/logger';
import { jobRan, jobStarted } from './jobs/heartbeats';
// A job the app process runs every few minutes (the summary emails, the due alerts), started once
// per process by instrumentation.ts. Several instances may run the same job at once: each job makes
// its own work happen once through the database. The flag here only stops one process overlapping
// its own runs when a run takes longer than the interval.

export function startPeriodicJob(name: string, everyMs: number, run: () => Promise<unknown>): () => void {
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = async () => {
    if (running) return;
    running = true;
    let failure: unknown = null;
    try {
      await run();
    } catch (error) {
      failure = error;
      logger.error({ err: error, job: name }, 'worker error');
    } finally {
      running = false;
      jobRan(name, failure);
    }
  };
  return () => {
    if (timer) return;
    jobStarted(name, everyMs);
    timer = setInterval(() => void tick(), everyMs);
    timer.unref();
  };
}
