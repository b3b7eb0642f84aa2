import { route, json } from '@/lib/api/route';
import { ZSignUp } from '@/lib/schemas/auth';
import { signUp } from '@/lib/server/auth/sign-up';

export const POST = route({ auth: 'public', body: ZSignUp }, async ({ body }) =>
  json(await signUp(body), 201),
);
