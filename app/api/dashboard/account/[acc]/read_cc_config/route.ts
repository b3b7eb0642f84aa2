import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readCcConfig } from '@/lib/server/dashboard/cc-config';

/** GET: the account's document titles, currency, time zone and which sides it has contracts on. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readCcConfig(actor),
);
