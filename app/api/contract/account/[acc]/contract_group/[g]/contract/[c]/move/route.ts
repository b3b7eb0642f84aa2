import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZMoveContract } from '@/lib/schemas/contracts';
import { moveContract } from '@/lib/server/contracts/move-contract';

/** POST: moves the contract to another project of the account. */
export const POST = route(
  { auth: 'account', params: ZContractParams, body: ZMoveContract },
  async ({ actor, params, body }) =>
    moveContract(actor, { projectId: params.g, contractId: params.c }, body.project_id),
);
