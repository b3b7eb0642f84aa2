import 'server-only';
// The email outbox: the record of every message, queued inside the transaction that causes it
// together with a job (lib/jobs: `send_email`) that sends it after commit. A failed attempt is
// tried again with back-off (its row says when, for the screens' "Waiting to send"), and a message
// is never sent twice on purpose: a row is claimed with SKIP LOCKED and marked sent straight after
// the SMTP server accepts it, so any number of runners may work the queue
// (tests/faults/two-instances.test.ts). A row being handed over is leased (lib/jobs/lease.ts): a
// process killed mid-send leaves it `sending`, and the sweep (sweep-outboxes.ts) queues it again
// once the lease has run out; the one copy that may go twice carries the same Message-ID.
import { db, type Db, type Tx } from '@/lib/db/client';
import type { EmailTemplate, TemplatePayload } from '@/emails/templates';
import { randomUUID } from 'node:crypto';
import { addJob } from '@/lib/jobs/add-job';
import { composeEmail } from './compose-email';
import { sendMail } from './transport';
import { backoffMs, MAX_ATTEMPTS } from '@/lib/jobs/backoff';
import { holdingLease, leaseEnd } from '@/lib/jobs/lease';

export interface QueuedEmail<T extends EmailTemplate> {
  accountId?: string | null;
  /** The same key twice queues one message: retried transitions never send twice. */
  idempotencyKey: string;
  to: string;
  toName?: string | null;
  template: T;
  payload: TemplatePayload<T>;
}

export async function enqueueEmail<T extends EmailTemplate>(tx: Tx, email: QueuedEmail<T>): Promise<void> {
  const id = randomUUID();
  const { count } = await tx.emailOutbox.createMany({
    data: [
      {
        id,
        accountId: email.accountId ?? null,
        idempotencyKey: email.idempotencyKey,
        toEmail: email.to,
        toName: email.toName ?? null,
        template: email.template,
        payload: email.payload as never,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 1) await queueSend(tx, id);
}

/** The job that sends one outbox row, at `runAt` (a retry) or now. */
export const queueSend = (tx: Tx | Db, id: string, runAt?: Date) =>
  addJob(tx, SEND_EMAIL, { id }, { key: `email:${id}`, runAt });

export const SEND_EMAIL = 'send_email';

/**
 * Every attempt at a row sends the same Message-ID, so the copy sent again after a crash between
 * the SMTP server's acceptance and the row's `sent` (the at-least-once window above) is recognised
 * as the same message by mail clients that collapse duplicates, and by `npm run load`'s check.
 */
export const outboxMessageId = (rowId: string) => `<${rowId}@claimcert.outbox>`;

interface ClaimedRow {
  id: string;
  to_email: string;
  to_name: string | null;
  template: string;
  payload: unknown;
  attempts: number;
}

/**
 * Sends the due message `only` (a `send_email` job), or up to `limit` due messages. Each is claimed
 * on its own, just before it is handed over, so a process killed mid-pass leaves one row `sending`
 * (until its lease runs out), not a whole batch.
 */
export async function processOutbox(
  options: { limit?: number; now?: Date; only?: string } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const only = options.only ?? null;
  let sent = 0;
  let failed = 0;
  for (let n = 0; n < (only ? 1 : (options.limit ?? 20)); n++) {
    const row = await claimNext(now, only);
    if (!row) break;
    if (await deliver(row, now)) sent++;
    else failed++;
  }
  return { sent, failed };
}

/** The next due row, leased: while `sending`, next_attempt_at is when its lease runs out. */
async function claimNext(now: Date, only: string | null): Promise<ClaimedRow | undefined> {
  const [row] = await db().$queryRaw<ClaimedRow[]>`
    UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd(now)}
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE ((status = 'pending' AND next_attempt_at <= ${now}) OR (status = 'sending' AND next_attempt_at < ${now}))
        AND (${only}::uuid IS NULL OR id = ${only}::uuid)
      ORDER BY created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, to_email, to_name, template, payload, attempts`;
  return row;
}

/** Hands one claimed row to the SMTP server; true once it was accepted. */
async function deliver(row: ClaimedRow, now: Date): Promise<boolean> {
  const renew = () =>
    db().emailOutbox.updateMany({
      where: { id: row.id, status: 'sending' },
      data: { nextAttemptAt: leaseEnd(new Date()) },
    });
  try {
    await holdingLease(renew, async () => {
      const rendered = await composeEmail(row.template, row.payload);
      await sendMail({
        to: row.to_name ? { name: row.to_name, address: row.to_email } : row.to_email,
        ...rendered,
        messageId: outboxMessageId(row.id),
      });
    });
    // updateMany: a row deleted meanwhile (its account removed) is no error once its mail has gone.
    await db().emailOutbox.updateMany({
      where: { id: row.id },
      data: { status: 'sent', sentAt: new Date(), lastError: null },
    });
    return true;
  } catch (error) {
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    console.error(`[outbox] ${row.template} to ${row.to_email} failed (attempt ${row.attempts})`, error);
    const retryAt = new Date(now.getTime() + backoffMs(row.attempts));
    await db().$transaction(async (tx) => {
      const { count } = await tx.emailOutbox.updateMany({
        where: { id: row.id },
        data: {
          status: giveUp ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 2_000),
          nextAttemptAt: retryAt,
        },
      });
      if (count === 1 && !giveUp) await queueSend(tx, row.id, retryAt);
    });
    return false;
  }
}
