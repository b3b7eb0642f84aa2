import { route, json } from '@/lib/api/route';
import { ZSignUp } from '@/lib/schemas/auth';
import { clientAddress } from '@/lib/server/auth/client-address';
import { signUp } from '@/lib/server/auth/sign-up';

export const POST = route(
  { auth: 'public', docs: { status: 201 }, body: ZSignUp },
  async ({ body, request }) => json(await signUp(body, { client: clientAddress(request.headers) }), 201),
);
