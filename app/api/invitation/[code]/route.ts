import { route } from '@/lib/api/route';
import { ZInvitationCodeParams } from '@/lib/schemas/invitations';
import { readInvitation } from '@/lib/server/invitations/read-invitation';

/** §7 read_invitation: 404 for an unknown code, 410 for an expired or used one. */
export const GET = route({ auth: 'user', params: ZInvitationCodeParams }, async ({ userId, params }) =>
  readInvitation(userId, params.code),
);
