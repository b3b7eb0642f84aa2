import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { readRetentionReceived } from '@/lib/server/retention-owed/read-retention-received';

/** GET: the payee's side: the retention statements received on the contract and what is owed. */
export const GET = route(
  {
    auth: 'account',
    params: ZContractParams,
    docs: { summary: 'Read the retention statements received on a contract' },
  },
  async ({ actor, params }) => readRetentionReceived(actor, { projectId: params.g, contractId: params.c }),
);
