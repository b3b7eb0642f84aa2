import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readSetupProcess } from '@/lib/server/dashboard/setup-process';

/** GET: the steps from a new account to its first claim, each done or not, with where to take it. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readSetupProcess(actor),
);
