import 'server-only';
import { db } from '@/lib/db/client';

/** Maintenance windows running now or starting within `periodHours`. */
export async function readMaintenance(periodHours: number, now = new Date()) {
  const until = new Date(now.getTime() + periodHours * 3_600_000);
  const windows = await db().systemNotice.findMany({
    where: { isMaintenance: true, endsAt: { gt: now }, startsAt: { lte: until } },
    orderBy: { startsAt: 'asc' },
    select: { id: true, title: true, body: true, startsAt: true, endsAt: true },
  });
  return { maintenance: windows, is_under_maintenance: windows.some((w) => w.startsAt <= now) };
}
