import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZHistoryQuery } from '@/lib/schemas/contracts';
import { listContractHistory } from '@/lib/server/contracts/list-contract-history';

/** GET ?page&limit (default 20): { data: [{ id, created_at, who, action, what }], page, limit, total }. */
export const GET = route(
  { auth: 'account', params: ZContractParams, query: ZHistoryQuery },
  async ({ actor, params, query }) =>
    listContractHistory(actor, { projectId: params.g, contractId: params.c }, query),
);
