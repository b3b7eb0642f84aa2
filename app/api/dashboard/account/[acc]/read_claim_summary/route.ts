import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZClaimSummaryQuery } from '@/lib/schemas/dashboard';
import { readClaimSummary } from '@/lib/server/dashboard/claim-summary';

/** GET ?claim_date=yyyy-MM-dd&is_all: claim contracts with the claim covering the day, and their figures. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZClaimSummaryQuery },
  async ({ actor, query }) => readClaimSummary(actor, query),
);
