import { route } from '@/lib/api/route';
import { ZSystemNoticeParams } from '@/lib/schemas/notices';
import { deleteSystemNotice } from '@/lib/server/admin/system-notices';

/** Delete a system notice (platform administrators only). */
export const DELETE = route({ auth: 'user', params: ZSystemNoticeParams }, async ({ userId, params }) =>
  deleteSystemNotice(userId, params.id),
);
