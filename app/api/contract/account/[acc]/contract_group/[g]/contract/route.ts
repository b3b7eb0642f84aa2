import { json, route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZCreateContract, ZContractSide } from '@/lib/schemas/contracts';
import { createContract } from '@/lib/server/contracts/create-contract';
import { z } from 'zod';

/**
 * POST …/contract_group/{g}/contract?type=claim|cert — creates a contract in project {g} with the caller's
 * account on the `type` side (spec §2).
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
    const contract = await createContract(actor, { projectId: params.g, side: query.type, details: body });
    return json({ data: { id: contract.id, contract } }, 201);
  },
);
