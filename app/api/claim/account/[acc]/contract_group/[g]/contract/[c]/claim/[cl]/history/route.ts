import { route } from '@/lib/api/route';
import { ZClaimParams, ZHistoryQuery } from '@/lib/schemas/claims';
import { readClaimHistory } from '@/lib/server/claims/claim-history';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/** GET: what was done to the claim in the caller's account, oldest first. */
export const GET = route(
  { auth: 'account', params: ZClaimParams, query: ZHistoryQuery },
  async ({ actor, params, query }) => readClaimHistory(actor, claimRefOf(params), query),
);
