import 'server-only';
// Starts this process's job runner with every job the app has: scripts/worker.ts for `npm run
// worker` (startJobs: a failure to start ends the worker, saying why), instrumentation.ts in the
// web process unless JOB_RUNNER=off (startJobsInBackground: a database that does not answer yet
// must not stop the app from serving — its pages say 503 meanwhile — so the runner tries again).
import { logger } from '@/lib/log/logger';
import { startJobRunner } from '@/lib/jobs/runner';
import { jobDefinitions } from './job-definitions';

export const startJobs = () => startJobRunner(jobDefinitions());

const RETRY_MS = 10_000;

export function startJobsInBackground(): void {
  const attempt = () =>
    startJobs().catch((error: unknown) => {
      logger.error(
        { err: error, job: 'runner' },
        `job runner did not start; trying again in ${RETRY_MS / 1000} s`,
      );
      setTimeout(() => void attempt(), RETRY_MS).unref();
    });
  void attempt();
}
