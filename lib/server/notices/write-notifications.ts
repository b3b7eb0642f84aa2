import 'server-only';
// In-app notifications (the header bell, /notice) are written in the transaction of the event that
// causes them, so a notification exists exactly when its event committed. One INSERT per call,
// however many people are told. In-app notifications always appear; emails about the same events
// are the outbox's, each under its own email preference.
import type { Tx } from '@/lib/db/client';
import { notificationMessage, type NotificationEvent } from '@/lib/domain/notification-messages';
import { contractViewers } from '../permissions/contract-viewers';

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

export interface Telling {
  /** The account whose people are told (and in which the link opens). */
  accountId: string;
  event: NotificationEvent;
  link: string | null;
  /** Who caused it: never told of what they did themselves. */
  actorUserId: string;
}

/** One event told to these people of one account, each once. */
export function notifyUsers(tx: Tx, t: Telling & { userIds: readonly (string | null | undefined)[] }) {
  const message = notificationMessage(t.event);
  const userIds = new Set(t.userIds.filter((id): id is string => !!id && id !== t.actorUserId));
  return writeNotifications(
    tx,
    [...userIds].map((userId) => ({
      accountId: t.accountId,
      userId,
      kind: t.event.kind,
      message,
      link: t.link,
    })),
  );
}

/** One event told to everyone in the account who can see the contract (permissions/contract-viewers.ts). */
export async function notifyContractViewers(tx: Tx, t: Telling & { contractId: string }) {
  return notifyUsers(tx, { ...t, userIds: await contractViewers(tx, t.accountId, t.contractId) });
}
