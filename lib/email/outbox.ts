import 'server-only';
// The email outbox: messages are queued inside the transaction that causes them and sent after
// commit by processOutbox, which retries with back-off and never sends a message twice on purpose
// (a row is claimed with SKIP LOCKED and marked sent straight after the SMTP server accepts it), so
// several app instances can each run the worker (tests/faults/two-instances.test.ts). A row being
// handed over is leased (lib/server/jobs/lease.ts): a process killed while handing a message over
// leaves it `sending`, and it is sent again once the lease has run out (a minute, then the next poll).
import { db, type Tx } from '@/lib/db/client';
import type { EmailTemplate, TemplatePayload } from '@/emails/templates';
import { composeEmail } from './compose-email';
import { sendMail } from './transport';
import { holdingLease, leaseEnd } from '@/lib/server/jobs/lease';

export const MAX_ATTEMPTS = 8;

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
  await tx.emailOutbox.createMany({
    data: [
      {
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
}

/**
 * Every attempt at a row sends the same Message-ID, so the copy sent again after a crash between
 * the SMTP server's acceptance and the row's `sent` (the at-least-once window above) is recognised
 * as the same message by mail clients that collapse duplicates, and by `npm run load`'s check.
 */
export const outboxMessageId = (rowId: string) => `<${rowId}@claimcert.outbox>`;

/** 30 s, 1 min, 2 min … capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface ClaimedRow {
  id: string;
  to_email: string;
  to_name: string | null;
  template: string;
  payload: unknown;
  attempts: number;
}

/**
 * Sends up to `limit` due messages. Each is claimed on its own, just before it is handed over, so a
 * process killed mid-pass leaves one row `sending` (until its lease runs out), not a whole batch.
 */
export async function processOutbox(
  options: { limit?: number; now?: Date } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  let sent = 0;
  let failed = 0;
  for (let n = 0; n < (options.limit ?? 20); n++) {
    const row = await claimNext(now);
    if (!row) break;
    if (await deliver(row, now)) sent++;
    else failed++;
  }
  return { sent, failed };
}

/** The next due row, leased: while `sending`, next_attempt_at is when its lease runs out. */
async function claimNext(now: Date): Promise<ClaimedRow | undefined> {
  const [row] = await db().$queryRaw<ClaimedRow[]>`
    UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd(now)}
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE (status = 'pending' AND next_attempt_at <= ${now}) OR (status = 'sending' AND next_attempt_at < ${now})
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
    await db().emailOutbox.update({
      where: { id: row.id },
      data: { status: 'sent', sentAt: new Date(), lastError: null },
    });
    return true;
  } catch (error) {
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    console.error(`[outbox] ${row.template} to ${row.to_email} failed (attempt ${row.attempts})`, error);
    await db().emailOutbox.update({
      where: { id: row.id },
      data: {
        status: giveUp ? 'failed' : 'pending',
        lastError: String((error as Error).message ?? error).slice(0, 2_000),
        nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
      },
    });
    return false;
  }
}
