import 'server-only';
// Starts this process's job runner with every job the app has (instrumentation.ts in the web
// process, unless JOB_RUNNER=off; scripts/worker.ts for `npm run worker`).
import { startJobRunner } from '@/lib/jobs/runner';
import { jobDefinitions } from './job-definitions';

export const startJobs = () => startJobRunner(jobDefinitions());
