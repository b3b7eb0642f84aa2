import 'server-only';
// The one job runner: graphile-worker over the app's own database. Jobs are rows in its schema
// (graphile_worker, installed with the app's migrations, lib/db/migrate.ts), added inside the
// transactions that cause them (add-job.ts); a runner hears of each at its commit (LISTEN/NOTIFY),
// and polls every POLL_MS for ones whose time has come (a retry's back-off). The crontab's jobs run
// once a minute across every instance, not once per instance (the queue's known_crontabs).
// What each job does is the services' business: they hand their handlers in (lib/server/jobs/).
// Runs inside the web process by default, or on its own (`npm run worker`, scripts/worker.ts).
import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import { logger } from '@/lib/log/logger';
import { jobRan, jobStarted, jobStopped } from './heartbeats';
import { processWide } from './process-wide';

export const POLL_MS = 2_000;

export interface JobDefinitions {
  /** Each kind of job's handler, by the name it is queued under. */
  tasks: Record<string, (payload: Record<string, unknown>) => Promise<unknown>>;
  /** graphile-worker crontab lines (`* * * * * task`); none in tests, whose clocks are not now. */
  crontab?: string;
  /** Queued when the runner starts (e.g. a sweep after a crash's leases have run out). */
  onStart?: (runner: Runner) => Promise<void>;
}

// graphile-worker's log lines go to the app's log, at their own level.
const graphileLogger = new Logger((scope) => (level, message, meta) => {
  const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
  logger[method]({ ...scope, ...meta, job: 'runner' }, message);
});

/** The process's runner (process-wide: the build bundles this module more than once). */
const state = processWide('jobRunner', () => ({ runner: null as Runner | null }));

/** Starts the runner on DATABASE_URL; a second call while one runs returns that one. */
export async function startJobRunner(definitions: JobDefinitions): Promise<Runner> {
  if (state.runner) return state.runner;
  const taskList: TaskList = {};
  for (const [name, handler] of Object.entries(definitions.tasks)) {
    taskList[name] = async (payload) => {
      await handler((payload ?? {}) as Record<string, unknown>);
    };
  }
  const runner = await run({
    connectionString: process.env.DATABASE_URL,
    concurrency: Number(process.env.JOB_CONCURRENCY ?? 4),
    pollInterval: POLL_MS,
    noHandleSignals: true,
    logger: graphileLogger,
    taskList,
    crontab: definitions.crontab ?? '',
  });
  state.runner = runner;
  // Liveness for GET /api/ready: every look for work, found or not, counts as a run.
  jobStarted('jobs', POLL_MS);
  runner.events.on('worker:getJob:empty', () => jobRan('jobs'));
  runner.events.on('job:complete', ({ error }) => jobRan('jobs', error ?? null));
  runner.events.on('worker:getJob:error', ({ error }) => jobRan('jobs', error));
  await definitions.onStart?.(runner);
  return runner;
}

/** Stops the runner after the jobs in hand finish (a deploy's SIGTERM; the end of a test file). */
export async function stopJobRunner(): Promise<void> {
  const runner = state.runner;
  state.runner = null;
  if (!runner) return;
  jobStopped('jobs');
  await runner.stop();
}
