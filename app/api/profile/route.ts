import { z } from 'zod';
import { route } from '@/lib/api/route';
import { ACCOUNT_COOKIE } from '@/lib/auth/account-cookie';
import { ZProfileUpdate } from '@/lib/schemas/profile';
import { readProfile } from '@/lib/server/users/read-profile';
import { updateOwnProfile } from '@/lib/server/users/update-own-profile';

/** The account is the one named in ?account_id=, else the one stored by the last switch. */
export const GET = route(
  { auth: 'user', query: z.object({ account_id: z.string().max(64).optional() }) },
  async ({ userId, query, request }) =>
    readProfile(userId, query.account_id ?? readCookie(request, ACCOUNT_COOKIE)),
);

/** Everyone edits their own profile: name, email, password (spec §6: profile edit needs full permission). */
export const PATCH = route({ auth: 'user', body: ZProfileUpdate }, async ({ userId, body }) =>
  updateOwnProfile(userId, body),
);

function readCookie(request: Request, name: string): string | null {
  const pair = (request.headers.get('cookie') ?? '').split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}
