// One app instance's piece of work in its own Node process, as a second server (or a server about
// to be killed) would do it: spawned by the fault tests with `node --import tsx`, on the database
// in DATABASE_URL. The job comes as JSON in FAULT_JOB:
//   { "job": "workers", "now": iso }    what the app's workers do: queue the summaries, the due
//                                       alerts and the quarterly retention statements due at `now`,
//                                       then drain the email outbox (to SMTP_URL)
//   { "job": "issue", userId, accountId, ref, input }  issue one claim, as its route does
//   { "job": "issueCert", userId, accountId, ref, input }  issue one certificate; a conflict (the
//                                       other instance issued it first) is a result, not a failure
//   { "job": "integrations" }           drain the integration outbox (pushes to the webhook receiver)
//   { "job": "runner" }                 the app's job runner, as the web process starts it; runs
//                                       until killed
// It prints "ready" once loaded, waits for a line on stdin when FAULT_WAIT_GO is set (so that two
// instances start at the same moment), and prints its result as one JSON line.
import { register } from 'node:module';
import { createInterface } from 'node:readline';

// The `server-only` marker only resolves inside Next's server bundle.
const HOOKS = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);

type Job =
  | { job: 'workers'; now: string }
  | { job: 'issue' | 'issueCert'; userId: string; accountId: string; ref: never; input: never }
  | { job: 'integrations' }
  | { job: 'runner' };

const job = JSON.parse(process.env.FAULT_JOB ?? '{}') as Job;
const { db } = await import('@/lib/db/client');

/** Loads what the job needs and returns the work itself, so that "ready" means ready to start. */
async function prepare(): Promise<() => Promise<unknown>> {
  switch (job.job) {
    case 'workers': {
      const { processOutbox } = await import('@/lib/email/outbox');
      const { renderEmailDocuments } = await import('@/lib/server/jobs/email-documents');
      renderEmailDocuments();
      const { sendDueSummaries } = await import('@/lib/server/summaries/due-summaries');
      const { sendDueReminders } = await import('@/lib/server/reminders/send-reminders');
      const { sendQuarterlyStatements } = await import('@/lib/server/retention-trust/quarterly-statements');
      return async () => {
        const [summaries, reminders, statements] = await Promise.all([
          sendDueSummaries(new Date(job.now)),
          sendDueReminders(new Date(job.now)),
          sendQuarterlyStatements(new Date(job.now)),
        ]);
        // Small batches, so that two instances interleave over the queue rather than one taking it all.
        let sent = 0;
        for (;;) {
          const batch = await processOutbox({ limit: 3 });
          sent += batch.sent;
          if (batch.sent + batch.failed === 0) return { summaries, reminders, statements, sent };
        }
      };
    }
    case 'integrations': {
      const { processIntegrationOutbox } = await import('@/lib/server/integrations/deliver');
      return async () => {
        let sent = 0;
        for (;;) {
          const batch = await processIntegrationOutbox({ limit: 3 });
          sent += batch.sent;
          if (batch.sent + batch.failed === 0) return { sent };
        }
      };
    }
    case 'runner': {
      const { startJobs } = await import('@/lib/server/jobs/start-jobs');
      const runner = await startJobs();
      return () => runner.promise;
    }
    case 'issue': {
      const { resolveActor } = await import('@/lib/server/session/resolve-actor');
      const { issueClaim } = await import('@/lib/server/claims/issue-claim');
      const actor = (await resolveActor(job.userId, job.accountId))!;
      return () => issueClaim(actor, job.ref, job.input);
    }
    case 'issueCert': {
      const { resolveActor } = await import('@/lib/server/session/resolve-actor');
      const { issueCert } = await import('@/lib/server/certs/issue-cert');
      const { AppError } = await import('@/lib/errors/app-error');
      const actor = (await resolveActor(job.userId, job.accountId))!;
      return () =>
        issueCert(actor, job.ref, job.input).then(
          () => ({ issued: true }),
          (error: unknown) => {
            if (error instanceof AppError && error.code === 'conflict') return { issued: false };
            throw error;
          },
        );
    }
  }
}

const work = await prepare();
console.log('ready');
if (process.env.FAULT_WAIT_GO) {
  const lines = createInterface({ input: process.stdin });
  await new Promise((resolve) => lines.once('line', resolve));
  lines.close();
}
const result = await work();
console.log(JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
await db().$disconnect();
