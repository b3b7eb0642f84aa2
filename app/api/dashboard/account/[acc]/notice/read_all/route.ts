import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { markAllNotificationsRead } from '@/lib/server/notices/change-notifications';

/** Mark all the caller's notifications in this account read. */
export const POST = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  markAllNotificationsRead(actor),
);
