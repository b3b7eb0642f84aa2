import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZContractMembers } from '@/lib/schemas/contracts';
import { listContractMembers } from '@/lib/server/contracts/list-contract-members';
import { saveContractMembers } from '@/lib/server/contracts/save-contract-members';

/** GET: this account's members of the contract, and the account's users to choose from. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listContractMembers(actor, { projectId: params.g, contractId: params.c }),
);

/** POST: replaces this account's members of the contract; answers as GET. */
export const POST = route(
  { auth: 'account', params: ZContractParams, body: ZContractMembers },
  async ({ actor, params, body }) =>
    saveContractMembers(actor, { projectId: params.g, contractId: params.c }, body),
);
