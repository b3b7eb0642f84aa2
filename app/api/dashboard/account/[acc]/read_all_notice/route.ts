import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZNoticeQuery } from '@/lib/schemas/notices';
import { readAllNotices } from '@/lib/server/notices/list-notices';

/**
 * read_all_notice: the caller's notifications in this account, newest first, a page at a time
 * (?limit, default 100; ?cursor, the next_cursor of the page before), with `total` and `noticeNum`.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZNoticeQuery },
  async ({ actor, query }) => readAllNotices(actor, query),
);
