import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZSystemNoticeQuery } from '@/lib/schemas/notices';
import { readSystemNotices } from '@/lib/server/notices/list-notices';

/** read_system_notice: system notices live now or starting within `window` hours (48 by default). */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZSystemNoticeQuery },
  async ({ query }) => readSystemNotices(query.window),
);
