import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { leaveContract } from '@/lib/server/contracts/leave-contract';

/** POST: the caller's account leaves the contract (spec §6); answers the project it was in. */
export const POST = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  leaveContract(actor, { projectId: params.g, contractId: params.c }),
);
