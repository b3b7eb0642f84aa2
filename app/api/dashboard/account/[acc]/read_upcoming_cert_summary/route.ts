import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readUpcomingCerts } from '@/lib/server/dashboard/upcoming-certs';

/**
 * GET: claims served and waiting for a certificate, on both sides, soonest deadline first: the first
 * UPCOMING_SHOWN, with how many there are, how many are overdue and where the rest are listed.
 */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readUpcomingCerts(actor),
);
