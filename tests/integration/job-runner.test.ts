// The one job runner (lib/jobs/runner.ts, graphile-worker) doing the app's background work: an
// email queued in a transaction is sent after its commit with nobody kicking anything, a refused
// one is tried again by a job at its back-off time (the moment the screens show), and the sweep
// queues what nobody is working on — a row a killed process left `sending` once its lease has run
// out — but never a row under a live lease. Every crontab line names a job the runner has.
import { parseCrontab } from 'graphile-worker';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { enqueueEmail, outboxMessageId, SEND_EMAIL } from '@/lib/email/outbox';
import { backoffMs } from '@/lib/jobs/backoff';
import { LEASE_MS } from '@/lib/jobs/lease';
import { jobDefinitions } from '@/lib/server/jobs/job-definitions';
import { sweepOutboxes } from '@/lib/server/jobs/sweep-outboxes';
import { smtpSinkPerFile } from '../support/smtp-sink-per-file';

const sink = smtpSinkPerFile({ clearEach: true });
beforeEach(() => sink.refuse(false));

const payload = { inviterName: 'Aroha', accountName: 'Kauri Interiors Ltd', path: '/invite/abc' };

async function queue(key: string, to = `${key}@example.com`) {
  await db().$transaction((tx) =>
    enqueueEmail(tx, { idempotencyKey: key, to, template: 'user_invitation', payload }),
  );
  return db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: key } });
}

async function until<T>(look: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const seen = await look();
    if (seen) return seen;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Once the runner has marked the row sent (a moment after the SMTP server took it). */
const sent = (id: string) =>
  until(async () => (await db().emailOutbox.findUniqueOrThrow({ where: { id } })).status === 'sent');

/** When the waiting job for this outbox row will run. */
async function jobRunAt(rowId: string): Promise<Date | null> {
  const [job] = await db().$queryRaw<{ run_at: Date }[]>`
    SELECT run_at FROM graphile_worker.jobs WHERE key = ${`email:${rowId}`} AND locked_at IS NULL`;
  return job?.run_at ?? null;
}

describe('the job runner', () => {
  it('sends an email queued in a transaction once it commits, without a kick', async () => {
    const row = await queue('runner-1');
    const [mail] = await sink.waitFor(1);
    expect(mail!.to?.[0]?.address).toBe('runner-1@example.com');
    await until(
      async () => (await db().emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).status === 'sent',
    );
  });

  it('tries a refused email again by a job at the back-off moment the row shows', async () => {
    sink.refuse(true);
    const row = await queue('runner-2');
    const failed = await until(async () => {
      const r = await db().emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
      return r.status === 'pending' && r.attempts === 1 && r;
    });
    expect(failed.nextAttemptAt.getTime() - failed.createdAt.getTime()).toBeGreaterThanOrEqual(backoffMs(1));
    expect(await jobRunAt(row.id)).toEqual(failed.nextAttemptAt);
  });

  it('sweeps a row a killed process left `sending` once its lease has run out, never one under a lease', async () => {
    const leased = await queue('runner-3');
    const orphan = await queue('runner-4');
    await Promise.all([sent(leased.id), sent(orphan.id)]);
    const now = new Date();
    // Both as a process killed mid-send leaves them: one claimed just now, one a lease ago.
    await db().emailOutbox.update({
      where: { id: leased.id },
      data: { status: 'sending', nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
    });
    await db().emailOutbox.update({
      where: { id: orphan.id },
      data: { status: 'sending', nextAttemptAt: new Date(now.getTime() - 1_000) },
    });
    expect(await sweepOutboxes(now)).toBe(1);
    const again = await sink.waitFor(3);
    const copies = again.filter((m) => m.to?.[0]?.address === 'runner-4@example.com');
    expect(copies.map((m) => m.messageId)).toEqual([outboxMessageId(orphan.id), outboxMessageId(orphan.id)]);
    expect((await db().emailOutbox.findUniqueOrThrow({ where: { id: leased.id } })).status).toBe('sending');
  });

  it('sweeps a due row that has no job (queued before the runner, or restored from a backup)', async () => {
    const row = await queue('runner-5');
    await sent(row.id);
    await db().emailOutbox.update({
      where: { id: row.id },
      data: { status: 'pending', attempts: 0, nextAttemptAt: new Date(Date.now() - 60_000) },
    });
    expect(await sweepOutboxes()).toBe(1);
    await sink.waitFor(2);
  });

  it('has a handler for every job it queues and every crontab line', () => {
    const { tasks } = jobDefinitions();
    const crontab = jobDefinitions().crontab!;
    const named = parseCrontab(crontab).map((item) => item.task);
    expect(named.length).toBeGreaterThan(0);
    for (const task of [...named, SEND_EMAIL, 'push_delivery', 'sweep_outboxes'])
      expect(tasks).toHaveProperty(task);
  });
});
