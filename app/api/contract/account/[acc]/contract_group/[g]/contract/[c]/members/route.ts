import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZContractMembers } from '@/lib/schemas/contracts';
import { listContractMembers } from '@/lib/server/contracts/list-contract-members';
import { saveContractMembers } from '@/lib/server/contracts/save-contract-members';

/** GET: { members: [{ user_id, name, email, role, is_key_contact }], users: [the account's users] }. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listContractMembers(actor, { projectId: params.g, contractId: params.c }),
);

/** POST { members: [{ user_id, role, is_key_contact }] }: replaces the account's members; as GET. */
export const POST = route(
  { auth: 'account', params: ZContractParams, body: ZContractMembers },
  async ({ actor, params, body }) =>
    saveContractMembers(actor, { projectId: params.g, contractId: params.c }, body),
);
