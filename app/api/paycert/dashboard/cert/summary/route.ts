import { route } from '@/lib/api/route';
import { ZDashboardCertQuery } from '@/lib/schemas/certs';
import { summariseCertsAcrossAccounts } from '@/lib/server/certs/certs-across-accounts';

/** POST: the multi-account dashboard's cert summary — totals per account and one per currency. */
export const POST = route(
  { auth: 'user', body: ZDashboardCertQuery, docs: { summary: 'Certificate totals across your accounts' } },
  async ({ userId, body }) => summariseCertsAcrossAccounts(userId, body),
);
