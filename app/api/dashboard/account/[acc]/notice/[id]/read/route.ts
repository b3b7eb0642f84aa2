import { route } from '@/lib/api/route';
import { ZNotificationParams } from '@/lib/schemas/notices';
import { markNotificationRead } from '@/lib/server/notices/change-notifications';

/** Mark one of the caller's notifications read. */
export const POST = route({ auth: 'account', params: ZNotificationParams }, async ({ actor, params }) =>
  markNotificationRead(actor, params.id),
);
