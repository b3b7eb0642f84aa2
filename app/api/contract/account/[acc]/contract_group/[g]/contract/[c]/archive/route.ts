import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { changeContractStatus } from '@/lib/server/contracts/change-contract-status';

/** POST: archives the contract (spec §4); 409 when its status has moved on. */
export const POST = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  changeContractStatus(actor, { projectId: params.g, contractId: params.c }, 'archive'),
);
