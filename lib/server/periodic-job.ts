import 'server-only';
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
    try {
      await run();
    } catch (error) {
      console.error(`[${name}] worker error`, error);
    } finally {
      running = false;
    }
  };
  return () => {
    if (timer) return;
    timer = setInterval(() => void tick(), everyMs);
    timer.unref();
  };
}
