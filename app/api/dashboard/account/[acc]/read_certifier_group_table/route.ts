import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZCertifierGroupQuery } from '@/lib/schemas/dashboard';
import { readCertifierGroupTable } from '@/lib/server/dashboard/certifier-group-table';

/**
 * GET ?period=yyyy-MM: per project with cert contracts, pinned first, the month's claims received,
 * certified and paid. Pin with POST /api/group/account/{acc}/contract_group/{g}/pin.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZCertifierGroupQuery },
  async ({ actor, query }) => readCertifierGroupTable(actor, query),
);
