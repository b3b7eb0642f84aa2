import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { enqueueEmail, outboxMessageId, processOutbox } from '@/lib/email/outbox';
import { backoffMs, MAX_ATTEMPTS } from '@/lib/jobs/backoff';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { withoutJobRunner } from '../support/jobs';

// The outbox's sending worked by hand, on the test's clock (the runner's part: job-runner.test.ts).
withoutJobRunner();

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});
beforeEach(async () => {
  sink.messages.length = 0;
  sink.refuse(false);
  await db().emailOutbox.deleteMany();
});

const payload = { inviterName: 'Aroha', accountName: 'Kauri Interiors Ltd', path: '/invite/abc' };

describe('email outbox', () => {
  it('sends a queued message once through a real SMTP server, even when queued twice', async () => {
    await db().$transaction(async (tx) => {
      await enqueueEmail(tx, {
        idempotencyKey: 'k1',
        to: 'sam@example.com',
        toName: 'Sam',
        template: 'user_invitation',
        payload,
      });
      await enqueueEmail(tx, {
        idempotencyKey: 'k1',
        to: 'sam@example.com',
        toName: 'Sam',
        template: 'user_invitation',
        payload,
      });
    });
    expect(await processOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await processOutbox()).toEqual({ sent: 0, failed: 0 });
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Aroha added you to Kauri Interiors Ltd on ClaimCert');
    expect(mail!.to?.[0]).toMatchObject({ address: 'sam@example.com', name: 'Sam' });
    expect(mail!.text).toContain('/invite/abc');
    expect(sink.messages).toHaveLength(1);
  });

  it('queues nothing when the transaction rolls back', async () => {
    await expect(
      db().$transaction(async (tx) => {
        await enqueueEmail(tx, {
          idempotencyKey: 'k2',
          to: 'a@example.com',
          template: 'user_invitation',
          payload,
        });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow();
    expect(await db().emailOutbox.count()).toBe(0);
  });

  it('retries with back-off while the server refuses, then delivers', async () => {
    await db().$transaction((tx) =>
      enqueueEmail(tx, { idempotencyKey: 'k3', to: 'b@example.com', template: 'user_invitation', payload }),
    );
    const t0 = new Date();
    sink.refuse(true);
    expect(await processOutbox({ now: t0 })).toEqual({ sent: 0, failed: 1 });
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: 'k3' } });
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + backoffMs(1));
    // Not due yet: nothing is attempted.
    expect(await processOutbox({ now: t0 })).toEqual({ sent: 0, failed: 0 });
    sink.refuse(false);
    expect(await processOutbox({ now: new Date(t0.getTime() + backoffMs(1)) })).toEqual({
      sent: 1,
      failed: 0,
    });
    await sink.waitFor(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the row with its last error`, async () => {
    await db().$transaction((tx) =>
      enqueueEmail(tx, { idempotencyKey: 'k4', to: 'c@example.com', template: 'user_invitation', payload }),
    );
    sink.refuse(true);
    let now = Date.now();
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await processOutbox({ now: new Date(now) });
      now += backoffMs(i);
    }
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: 'k4' } });
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
  });

  it('two workers at once send each message once', async () => {
    await db().$transaction(async (tx) => {
      for (let i = 0; i < 10; i++) {
        await enqueueEmail(tx, {
          idempotencyKey: `p${i}`,
          to: `p${i}@example.com`,
          template: 'user_invitation',
          payload,
        });
      }
    });
    const results = await Promise.all([processOutbox(), processOutbox()]);
    expect(results[0]!.sent + results[1]!.sent).toBe(10);
    await sink.waitFor(10);
    expect(new Set(sink.messages.map((m) => m.to?.[0]?.address)).size).toBe(10);
  });

  it('sends a row left `sending` by a killed worker again with the same Message-ID', async () => {
    await db().$transaction((tx) =>
      enqueueEmail(tx, { idempotencyKey: 'm1', to: 'm@example.com', template: 'user_invitation', payload }),
    );
    const row = await db().emailOutbox.findFirstOrThrow({ where: { idempotencyKey: 'm1' } });
    await processOutbox();
    // The worker died after the server accepted the message and before the row said so.
    await db().emailOutbox.update({ where: { id: row.id }, data: { status: 'sending' } });
    // Its lease (30 s from the claim) still holds 15 s on; not 31 s on.
    expect(await processOutbox({ now: new Date(Date.now() + 15_000) })).toEqual({ sent: 0, failed: 0 });
    expect(await processOutbox({ now: new Date(Date.now() + 31_000) })).toEqual({ sent: 1, failed: 0 });
    const copies = await sink.waitFor(2);
    expect(copies.map((m) => m.messageId)).toEqual([outboxMessageId(row.id), outboxMessageId(row.id)]);
  });
});
