import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { listInvitations } from '@/lib/server/invitations/list-invitations';

/** §7 invitations (list): this account's invitations to the contract, with their states. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listInvitations(actor, { projectId: params.g, contractId: params.c }),
);
