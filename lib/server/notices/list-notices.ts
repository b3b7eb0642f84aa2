import 'server-only';
// What the bell and /notice read: the caller's own notifications in the current account, and the
// system notices every signed-in user sees. A notification is reached only through its owner and
// account, never by bare id.
import { db } from '@/lib/db/client';
import { pageOf } from '@/lib/domain/page-cursor';
import { NOTIFICATION_PAGE_SIZE } from '@/lib/schemas/notices';
import type { Actor } from '../session/resolve-actor';

/** Spec §9: the dashboard's system-notice window is 48 hours. */
export const NOTICE_WINDOW_HOURS = 48;

/** A page of a list newest first: after the row of the cursor's time and id (lib/domain/page-cursor.ts). */
export interface TimePage {
  cursor?: readonly [string, string];
  limit: number;
}

/** Notices live now or starting within the window, newest first. */
export async function listSystemNotices(now = new Date(), windowHours = NOTICE_WINDOW_HOURS) {
  return db().systemNotice.findMany({
    where: {
      endsAt: { gt: now },
      startsAt: { lte: new Date(now.getTime() + windowHours * 3_600_000) },
    },
    orderBy: { startsAt: 'desc' },
    select: { id: true, title: true, body: true, startsAt: true, endsAt: true, isMaintenance: true },
  });
}

export async function countUnreadNotifications(accountId: string, userId: string): Promise<number> {
  return db().notification.count({ where: { accountId, userId, readAt: null } });
}

/**
 * A page of the caller's notifications, newest first, with how many there are and the cursor of the
 * next page (null on the last): read by the (account, user, created_at, id) index, so any page costs
 * what the first does.
 */
export async function listNotifications(
  accountId: string,
  userId: string,
  { cursor, limit }: TimePage = { limit: NOTIFICATION_PAGE_SIZE },
) {
  const after = cursor && new Date(cursor[0]);
  const [rows, total] = await Promise.all([
    db().notification.findMany({
      where: {
        accountId,
        userId,
        ...(after && { OR: [{ createdAt: { lt: after } }, { createdAt: after, id: { lt: cursor[1] } }] }),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      select: { id: true, kind: true, message: true, link: true, readAt: true, createdAt: true },
    }),
    db().notification.count({ where: { accountId, userId } }),
  ]);
  const { page, next_cursor } = pageOf(rows, limit, (n) => [n.createdAt.toISOString(), n.id]);
  return { notifications: page, total, next_cursor };
}

/** §7 read_notice_num: the bell's count. */
export async function readNoticeNum(actor: Actor) {
  return { noticeNum: await countUnreadNotifications(actor.accountId, actor.userId) };
}

/**
 * §7 read_all_notice: a page of the caller's notifications, newest first (?cursor, ?limit), with
 * the unread count, how many there are in all and the next page's cursor.
 */
export async function readAllNotices(actor: Actor, page?: TimePage) {
  const [list, noticeNum] = await Promise.all([
    listNotifications(actor.accountId, actor.userId, page),
    countUnreadNotifications(actor.accountId, actor.userId),
  ]);
  return { ...list, noticeNum };
}

/** §7 read_system_notice: notices live now or starting within `windowHours`. */
export async function readSystemNotices(windowHours: number, now = new Date()) {
  return { notices: await listSystemNotices(now, windowHours) };
}
