import { json, route } from '@/lib/api/route';
import { ZSignUp } from '@/lib/schemas/auth';
import { setUpInstallation } from '@/lib/server/setup/set-up-installation';

/**
 * POST: the first-run setup of a real installation — the firm's account and its owner (the same
 * fields and rules as sign-up), who becomes the platform administrator. 201 once; 409 afterwards,
 * and in a demo installation.
 */
export const POST = route({ auth: 'public', docs: { status: 201 }, body: ZSignUp }, async ({ body }) =>
  json(await setUpInstallation(body), 201),
);
