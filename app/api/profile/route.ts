import { cookies } from 'next/headers';
import { z } from 'zod';
import { route } from '@/lib/api/route';
import { ACCOUNT_COOKIE } from '@/lib/auth/account-cookie';
import { readProfile } from '@/lib/server/accounts/read-profile';

export const GET = route(
  { auth: 'user', query: z.object({ account_id: z.string().max(64).optional() }) },
  async ({ userId, query }) =>
    readProfile(userId, query.account_id ?? (await cookies()).get(ACCOUNT_COOKIE)?.value ?? null),
);
