import { route } from '@/lib/api/route';
import { ZInvitationCodeParams } from '@/lib/schemas/invitations';
import { declineInvitation } from '@/lib/server/invitations/decline-invitation';

/** §7 decline_invitation. */
export const POST = route({ auth: 'user', params: ZInvitationCodeParams }, async ({ userId, params }) =>
  declineInvitation(userId, params.code),
);
