import 'server-only';
// How a document's emails are getting on, for the page that sent them: all sent, some still
// waiting in the outbox (SMTP down or refusing: the worker retries with back-off), or given up
// after MAX_ATTEMPTS. The screens say "Sent", "Waiting to send — will retry at 14:05" or
// "Failed after 8 attempts" from this.
import { db } from '@/lib/db/client';

export interface EmailDelivery {
  state: 'sent' | 'waiting' | 'failed';
  /** Emails in the set, and how many of them have gone. */
  total: number;
  sent: number;
  /** The most attempts any unsent email has had. */
  attempts: number;
  /** When the next waiting email is retried; null when none has failed yet (it goes out now). */
  retry_at: Date | null;
}

/** The delivery state of the outbox rows with these idempotency keys; null when there are none. */
export async function emailDelivery(keys: string[]): Promise<EmailDelivery | null> {
  if (keys.length === 0) return null;
  const rows = await db().emailOutbox.findMany({
    where: { idempotencyKey: { in: keys } },
    select: { status: true, attempts: true, nextAttemptAt: true },
  });
  if (rows.length === 0) return null;
  const unsent = rows.filter((r) => r.status !== 'sent');
  const retries = unsent
    .filter((r) => r.status !== 'failed' && r.attempts > 0)
    .map((r) => r.nextAttemptAt.getTime());
  return {
    state: unsent.some((r) => r.status === 'failed') ? 'failed' : unsent.length > 0 ? 'waiting' : 'sent',
    total: rows.length,
    sent: rows.length - unsent.length,
    attempts: Math.max(0, ...unsent.map((r) => r.attempts)),
    retry_at: retries.length > 0 ? new Date(Math.min(...retries)) : null,
  };
}
