import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readRetentionSummary } from '@/lib/server/dashboard/retention-summary';

/** GET: retention held from the account (claim) and by it (cert), per side and per contract. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readRetentionSummary(actor),
);
