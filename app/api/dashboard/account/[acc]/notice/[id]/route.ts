import { route } from '@/lib/api/route';
import { ZNotificationParams } from '@/lib/schemas/notices';
import { deleteNotification } from '@/lib/server/notices/change-notifications';

/** delete notice: one of the caller's own notifications. */
export const DELETE = route({ auth: 'account', params: ZNotificationParams }, async ({ actor, params }) =>
  deleteNotification(actor, params.id),
);
