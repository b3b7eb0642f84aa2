// The job runner killed (SIGKILL) at varied moments after an issuing transaction committed its
// emails, then started again: every email goes out within a minute of the restart, and only one
// in flight at a kill may go twice (same Message-ID), never more.
//
// Each runner is the app's own (tests/faults/app-instance.ts `runner`: startJobs(), crontab and
// all) in its own Node process, one job at a time, against an SMTP server that takes 300 ms over
// each message, so that a kill finds one in the middle of being handed over. Each round queues
// four emails in one transaction, as an issue to four recipients does, and kills that round's
// runner 0, 150 or 650 ms after the commit; each next runner picks up what the last one left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { enqueueEmail, outboxMessageId } from '@/lib/email/outbox';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { withoutJobRunner } from '../support/jobs';
import { spawnInstance, type Instance } from './spawn-instance';

withoutJobRunner();

const KILL_AFTER_MS = [0, 150, 650];
const RECIPIENTS = 4;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  sink.slow(300);
});
afterAll(async () => {
  await sink.stop();
});

async function startRunner(): Promise<Instance> {
  const instance = spawnInstance(
    { job: 'runner' },
    { env: { SMTP_URL: sink.url, JOB_CONCURRENCY: '1', LOG_LEVEL: 'silent' } },
  );
  await instance.ready;
  return instance;
}

/** What an issue commits: one outbox row (and its job) per recipient, in one transaction. */
async function issue(round: number): Promise<void> {
  await db().$transaction(async (tx) => {
    for (let i = 0; i < RECIPIENTS; i++) {
      await enqueueEmail(tx, {
        idempotencyKey: `restart:${round}:${i}`,
        to: `r${round}.${i}@example.com`,
        template: 'user_invitation',
        payload: { inviterName: 'Aroha', accountName: 'Kauri Interiors Ltd', path: `/invite/${round}-${i}` },
      });
    }
  });
}

describe('the job runner killed after an issue answered, then restarted', () => {
  it('sends every email within a minute of the restart, only one in flight at a kill twice', async () => {
    for (const [round, ms] of KILL_AFTER_MS.entries()) {
      const runner = await startRunner();
      await issue(round);
      await new Promise((r) => setTimeout(r, ms));
      runner.kill();
      await runner.exited;
    }
    const rows = await db().emailOutbox.findMany({ select: { id: true } });
    expect(rows).toHaveLength(KILL_AFTER_MS.length * RECIPIENTS);

    const restartedAt = Date.now();
    const runner = await startRunner();
    try {
      const wanted = new Set(rows.map((r) => outboxMessageId(r.id)));
      const end = restartedAt + 60_000;
      // Done when every row says sent: a row in flight at a kill may have reached the mail server
      // already (it keeps what it took), yet is sent again once its lease has run out.
      while ((await db().emailOutbox.count({ where: { status: { not: 'sent' } } })) > 0) {
        if (Date.now() > end) throw new Error('not every email went out within a minute of the restart');
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 1_000)); // and nothing more arrives
      const copies = new Map<string, number>();
      for (const { messageId: id = '' } of sink.messages) copies.set(id, (copies.get(id) ?? 0) + 1);
      expect([...copies.keys()].sort()).toEqual([...wanted].sort());
      const twice = [...copies.values()].filter((n) => n === 2).length;
      expect(Math.max(...copies.values())).toBeLessThanOrEqual(2);
      expect(twice).toBeLessThanOrEqual(KILL_AFTER_MS.length);
    } finally {
      runner.kill();
      await runner.exited;
    }
  }, 120_000);
});
