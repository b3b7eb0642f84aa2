import { route } from '@/lib/api/route';
import { ZSetPassword } from '@/lib/schemas/users';
import { setPasswordFromInvitation } from '@/lib/server/users/set-password-from-invitation';

/** Public: the one-time token in the body is the credential. */
export const POST = route({ auth: 'public', body: ZSetPassword }, async ({ body }) =>
  setPasswordFromInvitation(body),
);
