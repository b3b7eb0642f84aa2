import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readCertClaimList } from '@/lib/server/dashboard/cert-claim-list';

/** GET: the claims and certificates changed last, on both sides, with their screens. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readCertClaimList(actor),
);
