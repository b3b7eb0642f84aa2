import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readAllNotices } from '@/lib/server/notices/list-notices';

/** read_all_notice: the caller's notifications in this account, newest first. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readAllNotices(actor),
);
