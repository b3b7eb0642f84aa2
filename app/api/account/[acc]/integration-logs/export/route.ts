import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { csvResponse } from '@/lib/server/line-items/write-schedule';
import { syncReportCsv } from '@/lib/server/integrations/sync-logs';

/** The sync report as CSV: Account, Project, Contract, Claim, Certificate, Issue Details, Date & Time (§9). */
export const GET = route(
  {
    auth: 'account',
    docs: { produces: 'text/csv' },
    params: ZAccountParams,
    permission: ['account', 'access'],
  },
  async ({ actor }) => csvResponse(await syncReportCsv(actor)),
);
