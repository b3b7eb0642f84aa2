import 'server-only';
// What the bell and /notice read: the caller's own notifications in the current account, and the
// system notices every signed-in user sees. A notification is reached only through its owner and
// account, never by bare id.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';

/** Spec §9: the dashboard's system-notice window is 48 hours. */
export const NOTICE_WINDOW_HOURS = 48;

/** /notice shows this many of the newest; older ones stay until deleted. */
export const NOTIFICATION_PAGE_SIZE = 100;

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

export async function listNotifications(accountId: string, userId: string) {
  return db().notification.findMany({
    where: { accountId, userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: NOTIFICATION_PAGE_SIZE,
    select: { id: true, kind: true, message: true, link: true, readAt: true, createdAt: true },
  });
}

/** §7 read_notice_num: the bell's count. */
export async function readNoticeNum(actor: Actor) {
  return { noticeNum: await countUnreadNotifications(actor.accountId, actor.userId) };
}

/** §7 read_all_notice: the caller's notifications, newest first, with the unread count. */
export async function readAllNotices(actor: Actor) {
  const [notifications, noticeNum] = await Promise.all([
    listNotifications(actor.accountId, actor.userId),
    countUnreadNotifications(actor.accountId, actor.userId),
  ]);
  return { notifications, noticeNum };
}

/** §7 read_system_notice: notices live now or starting within `windowHours`. */
export async function readSystemNotices(windowHours: number, now = new Date()) {
  return { notices: await listSystemNotices(now, windowHours) };
}
