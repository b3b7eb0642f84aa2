import { route } from '@/lib/api/route';
import { ZAcceptInvitation, ZInvitationCodeParams } from '@/lib/schemas/invitations';
import { acceptInvitation } from '@/lib/server/invitations/accept-invitation';

/** §7 accept_invitation: into an existing project of the account, or a new one. */
export const POST = route(
  { auth: 'user', params: ZInvitationCodeParams, body: ZAcceptInvitation },
  async ({ userId, params, body }) => acceptInvitation(userId, params.code, body),
);
