// npm run worker: the job runner (emails, integration pushes, summaries, due alerts) in a process
// of its own, for an installation that runs several web instances with JOB_RUNNER=off. Uses the
// same DATABASE_URL, SMTP_URL and settings as the web instances; any number of workers may run.
// SIGTERM (a deploy) lets the jobs in hand finish before it exits.
import './outside-next';
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
if (!process.env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the database the web instances use.');
  process.exit(1);
}
const { startJobs } = await import('../lib/server/jobs/start-jobs');
const { stopJobRunner } = await import('../lib/jobs/runner');
const runner = await startJobs();
console.log('Job runner started.');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void stopJobRunner().then(() => process.exit(0)));
}
await runner.promise;
