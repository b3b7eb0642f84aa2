import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZHistoryQuery } from '@/lib/schemas/contracts';
import { listContractHistory } from '@/lib/server/contracts/list-contract-history';

/** GET: the contract's history, 20 a page by default. */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZHistoryQuery },
  async ({ actor, params, query }) =>
    listContractHistory(actor, { projectId: params.g, contractId: params.c }, query),
);
