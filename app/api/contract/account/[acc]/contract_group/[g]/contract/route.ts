import { json, route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZCreateContract, ZContractSide } from '@/lib/schemas/contracts';
import { createContract } from '@/lib/server/contracts/create-contract';
import { z } from 'zod';

/**
 * POST …/contract_group/{g}/contract?type=claim|cert — creates a contract in project {g} with the caller's
 * account on the `type` side (spec §2). A `message` in the answer is shown as 'Warning!' (§7).
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201 },
    params: ZProjectParams,
    query: z.object({ type: ZContractSide }),
    body: ZCreateContract,
  },
  async ({ actor, params, query, body }) => {
    const { message, ...contract } = await createContract(actor, {
      projectId: params.g,
      side: query.type,
      details: body,
    });
    // §7: the answer carries data.id (and data.contract.id) and a message, null when nothing needs attention.
    return json({ data: { id: contract.id, contract, message } }, 201);
  },
);
