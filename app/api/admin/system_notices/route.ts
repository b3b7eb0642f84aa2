import { json, route } from '@/lib/api/route';
import { ZCreateSystemNotice } from '@/lib/schemas/notices';
import { createSystemNotice, listSystemNoticesForAdmin } from '@/lib/server/admin/system-notices';

/** System notices, current and recent (platform administrators only). */
export const GET = route({ auth: 'user' }, async ({ userId }) => listSystemNoticesForAdmin(userId));

/** Schedule a system notice or maintenance period (201). */
export const POST = route(
  { auth: 'user', docs: { status: 201 }, body: ZCreateSystemNotice },
  async ({ userId, body }) => json(await createSystemNotice(userId, body), 201),
);
