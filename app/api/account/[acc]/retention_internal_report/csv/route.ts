import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { csvResponse } from '@/lib/server/line-items/write-schedule';
import { downloadInternalReportCsv } from '@/lib/server/retention-trust/internal-report';

/** GET: the retention internal report as CSV, one row per contract and a total. Amounts as plain decimals. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, docs: { produces: 'text/csv' } },
  async ({ actor }) => csvResponse(await downloadInternalReportCsv(actor)),
);
