import 'server-only';
// Platform administrators' system notices (spec §4, §9): announcements and planned maintenance
// periods every signed-in user sees from starts_at until ends_at (the dashboard and /notice look
// 48 hours ahead; a maintenance period also answers /api/maintenance and shows the banner).
// Notices belong to no account: only an administrator makes or removes them.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TCreateSystemNotice } from '@/lib/schemas/notices';
import { requirePlatformAdmin } from './require-platform-admin';

const SELECT = {
  id: true,
  title: true,
  body: true,
  startsAt: true,
  endsAt: true,
  isMaintenance: true,
  createdAt: true,
} as const;

/** Every notice not yet over, soonest first, then the 20 that ended last. */
export async function listSystemNoticesForAdmin(userId: string, now = new Date()) {
  await requirePlatformAdmin(userId);
  const [current, past] = await Promise.all([
    db().systemNotice.findMany({
      where: { endsAt: { gt: now } },
      orderBy: { startsAt: 'asc' },
      select: SELECT,
    }),
    db().systemNotice.findMany({
      where: { endsAt: { lte: now } },
      orderBy: { endsAt: 'desc' },
      take: 20,
      select: SELECT,
    }),
  ]);
  return { current, past };
}

export async function createSystemNotice(userId: string, input: TCreateSystemNotice) {
  await requirePlatformAdmin(userId);
  return db().systemNotice.create({
    data: {
      title: input.title,
      body: input.body,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      isMaintenance: input.is_maintenance,
    },
    select: SELECT,
  });
}

export async function deleteSystemNotice(userId: string, id: string) {
  await requirePlatformAdmin(userId);
  const { count } = await db().systemNotice.deleteMany({ where: { id } });
  if (count !== 1) throw new AppError('not_found');
  return { deleted: id };
}
