import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZContractListQuery } from '@/lib/schemas/contracts';
import { listContracts } from '@/lib/server/contracts/list-contracts';

/** GET: the account's contracts, by the spec §2 contract filters. */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZContractListQuery },
  async ({ actor, query }) => listContracts(actor, query),
);
