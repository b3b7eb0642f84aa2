import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readNoticeNum } from '@/lib/server/notices/list-notices';

/** read_notice_num: the caller's unread notifications in this account (the bell's count). */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readNoticeNum(actor),
);
