import { route } from '@/lib/api/route';
import { ZRetentionReportQuery } from '@/lib/schemas/certs';
import { ZAccountParams } from '@/lib/schemas/common';
import { csvStreamResponse } from '@/lib/server/reports/csv-stream';
import { retentionReport } from '@/lib/server/reports/retention-report';

/**
 * GET ?side=cert|claim: CSV, one row per started, finalised, reopened or archived contract on that side
 * (cert: retention this account holds; claim: retention held from it), as its latest issued certificate
 * fixes it. Amounts as plain decimals (477280.00). Streamed, a batch of contracts at a time.
 */
export const GET = route(
  { auth: 'account', docs: { produces: 'text/csv' }, params: ZAccountParams, query: ZRetentionReportQuery },
  async ({ actor, query }) => {
    const report = await retentionReport(actor, query.side);
    return csvStreamResponse(report);
  },
);
