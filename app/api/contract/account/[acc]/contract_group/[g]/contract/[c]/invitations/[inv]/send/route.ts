import { route } from '@/lib/api/route';
import { ZInvitationParams } from '@/lib/schemas/invitations';
import { resendInvitation } from '@/lib/server/invitations/resend-invitation';

/** §7 invitations (send): a new link for the same person; the old one stops working. */
export const POST = route({ auth: 'account', params: ZInvitationParams }, async ({ actor, params }) =>
  resendInvitation(actor, { projectId: params.g, contractId: params.c, invitationId: params.inv }),
);
