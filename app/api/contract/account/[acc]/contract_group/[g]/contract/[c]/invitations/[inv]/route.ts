import { route } from '@/lib/api/route';
import { ZInvitationParams } from '@/lib/schemas/invitations';
import { revokeInvitation } from '@/lib/server/invitations/revoke-invitation';

/** §7 invitations (delete one): withdraws the invitation; its link stops working. */
export const DELETE = route({ auth: 'account', params: ZInvitationParams }, async ({ actor, params }) =>
  revokeInvitation(actor, { projectId: params.g, contractId: params.c, invitationId: params.inv }),
);
