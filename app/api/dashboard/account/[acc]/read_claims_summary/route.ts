import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZClaimsSummaryQuery } from '@/lib/schemas/dashboard';
import { readClaimsSummary } from '@/lib/server/dashboard/claims-summary';

/** GET ?month=yyyy-MM&is_gst_include: claimed, certified and paid in the month and to date, per side. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZClaimsSummaryQuery },
  async ({ actor, query }) => readClaimsSummary(actor, query),
);
