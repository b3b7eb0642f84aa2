import { route } from '@/lib/api/route';
import { ZCertListQuery } from '@/lib/schemas/certs';
import { ZAccountParams } from '@/lib/schemas/common';
import { listCerts } from '@/lib/server/certs/list-certs';

/** GET: every certificate on this account's cert contracts, newest first, by ?status. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZCertListQuery },
  async ({ actor, query }) => listCerts(actor, query),
);
