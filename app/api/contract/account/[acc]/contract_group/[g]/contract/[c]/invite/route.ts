import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZInvite } from '@/lib/schemas/invitations';
import { sendInvitations } from '@/lib/server/invitations/send-invitations';

/** §7 invite: invites the contacts to the contract; answers the invitations list. */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZContractParams, body: ZInvite },
  async ({ actor, params, body }) =>
    json(await sendInvitations(actor, { projectId: params.g, contractId: params.c }, body), 201),
);
