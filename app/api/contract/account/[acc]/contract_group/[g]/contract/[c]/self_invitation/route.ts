import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZSelfInvitation } from '@/lib/schemas/invitations';
import { selfInvite } from '@/lib/server/invitations/self-invite';

/** §5/§7 self-invitation: { company_id | company, contact_id | contact } → counterparty set, invitation sent. */
export const POST = route(
  { auth: 'account', params: ZContractParams, body: ZSelfInvitation },
  async ({ actor, params, body }) =>
    json(await selfInvite(actor, { projectId: params.g, contractId: params.c }, body), 201),
);
