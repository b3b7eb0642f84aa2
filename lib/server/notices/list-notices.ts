import 'server-only';
import { db } from '@/lib/db/client';

/** Spec §9: the dashboard's system-notice window is 48 hours. */
export const NOTICE_WINDOW_HOURS = 48;

/** Notices live now or starting within the window, newest first. */
export async function listSystemNotices(now = new Date()) {
  return db().systemNotice.findMany({
    where: {
      endsAt: { gt: now },
      startsAt: { lte: new Date(now.getTime() + NOTICE_WINDOW_HOURS * 3_600_000) },
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
    orderBy: { createdAt: 'desc' },
    take: 100,
    select: { id: true, message: true, link: true, readAt: true, createdAt: true },
  });
}
