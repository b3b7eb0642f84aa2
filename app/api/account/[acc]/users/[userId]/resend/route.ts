import { route } from '@/lib/api/route';
import { ZAccountUserParams } from '@/lib/schemas/users';
import { resendInvitation } from '@/lib/server/users/resend-invitation';

export const POST = route(
  { auth: 'account', params: ZAccountUserParams, permission: ['account', 'edit'] },
  async ({ actor, params }) => resendInvitation(actor, params.userId),
);
