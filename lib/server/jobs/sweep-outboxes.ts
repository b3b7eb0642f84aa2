import 'server-only';
// The safety net under the outboxes' own jobs: once a minute (and once a lease after a runner
// starts), every email or delivery that is due but that no one is working on gets its job queued
// again. That is a row left `sending` by a process killed mid-send (its lease has run out: the
// one message that may go twice), or a row due for half a minute with no job taking it (queued
// before the runner existed, or restored from a backup without the queue). A row with a job
// waiting just has that job moved to now; one being sent is leased, so never swept.
import { db } from '@/lib/db/client';
import { SEND_EMAIL } from '@/lib/email/outbox';
import { PUSH_DELIVERY } from '../integrations/enqueue';

/** How long a due row may wait for its job before the sweep counts it as without one. */
const OVERDUE_MS = 30_000;

/** Queues a job for each forgotten row; how many it queued. */
export async function sweepOutboxes(now = new Date()): Promise<number> {
  const overdue = new Date(now.getTime() - OVERDUE_MS);
  const [emails, deliveries] = await Promise.all([
    db().$queryRaw<{ n: number }[]>`
      SELECT count(graphile_worker.add_job(${SEND_EMAIL}, json_build_object('id', id), job_key := 'email:' || id))::int AS n
      FROM email_outbox
      WHERE (status = 'pending' AND next_attempt_at <= ${overdue}) OR (status = 'sending' AND next_attempt_at < ${now})`,
    db().$queryRaw<{ n: number }[]>`
      SELECT count(graphile_worker.add_job(${PUSH_DELIVERY}, json_build_object('id', id), job_key := 'delivery:' || id))::int AS n
      FROM integration_deliveries
      WHERE (status = 'pending' AND next_attempt_at <= ${overdue}) OR (status = 'sending' AND next_attempt_at < ${now})`,
  ]);
  return emails[0]!.n + deliveries[0]!.n;
}
