import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZReceivedQuery } from '@/lib/schemas/certs';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';

/** GET: every claim served on the account, by bucket, with the period's count and the due count. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZReceivedQuery },
  async ({ actor, query }) => listClaimsReceived(actor, query),
);
