import 'server-only';
// Marking read and deleting: each touches only the caller's own notifications in the current
// account. Another person's id (or another account's) matches nothing and answers 404, changing
// nothing — the same as an id that never existed.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';

const mine = (actor: Actor) => ({ accountId: actor.accountId, userId: actor.userId });

/** Mark one read (again is fine: it keeps its first read time). */
export async function markNotificationRead(actor: Actor, id: string) {
  const found = await db().notification.findFirst({
    where: { id, ...mine(actor) },
    select: { readAt: true },
  });
  if (!found) throw new AppError('not_found');
  const readAt = found.readAt ?? new Date();
  if (!found.readAt) {
    await db().notification.updateMany({ where: { id, ...mine(actor), readAt: null }, data: { readAt } });
  }
  return { id, readAt };
}

/** Mark every unread one read. */
export async function markAllNotificationsRead(actor: Actor) {
  const { count } = await db().notification.updateMany({
    where: { ...mine(actor), readAt: null },
    data: { readAt: new Date() },
  });
  return { updated: count, noticeNum: 0 };
}

/** §7 delete notice. */
export async function deleteNotification(actor: Actor, id: string) {
  const { count } = await db().notification.deleteMany({ where: { id, ...mine(actor) } });
  if (count !== 1) throw new AppError('not_found');
  return { deleted: id };
}
