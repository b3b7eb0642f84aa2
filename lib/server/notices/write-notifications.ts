import 'server-only';
// In-app notifications (the header bell, /notice) are written in the transaction of the event that
// causes them, so a notification exists exactly when its event committed. One INSERT per call,
// however many people are told.
import type { Tx } from '@/lib/db/client';

export interface NewNotification {
  accountId: string;
  userId: string;
  /** What happened, as a stable key ('claim.received', 'deadline.approaching', …). */
  kind: string;
  message: string;
  /** The page that deals with it, when there is one. */
  link?: string | null;
}

export async function writeNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: rows.map((r) => ({ ...r, link: r.link ?? null })),
  });
  return count;
}
