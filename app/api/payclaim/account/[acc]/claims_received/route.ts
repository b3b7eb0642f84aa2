import { route } from '@/lib/api/route';
import { ZClaimsReceivedQuery } from '@/lib/schemas/claims';
import { ZAccountParams } from '@/lib/schemas/common';
import { listClaimsReceivedNewestFirst } from '@/lib/server/certs/claims-received';

/**
 * GET: the claims served on this account, by ?bucket, newest first. Drafts, internal notes and workflows
 * never appear.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZClaimsReceivedQuery },
  async ({ actor, query }) => listClaimsReceivedNewestFirst(actor, query),
);
