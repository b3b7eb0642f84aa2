import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZSelfInvitation } from '@/lib/schemas/invitations';
import { selfInvite } from '@/lib/server/invitations/self-invite';

/** §5/§7 self-invitation: an existing or new company and contact become the counterparty, then invited. */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZContractParams, body: ZSelfInvitation },
  async ({ actor, params, body }) =>
    json(await selfInvite(actor, { projectId: params.g, contractId: params.c }, body), 201),
);
