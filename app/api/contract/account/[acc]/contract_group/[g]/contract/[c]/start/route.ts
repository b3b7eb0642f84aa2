import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { changeContractStatus } from '@/lib/server/contracts/change-contract-status';

/** POST: starts the contract (spec §4); 422 listing the missing steps (§5); 409 if its status moved on. */
export const POST = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  changeContractStatus(actor, { projectId: params.g, contractId: params.c }, 'start'),
);
