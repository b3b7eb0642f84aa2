import { route } from '@/lib/api/route';
import { ZDashboardCertQuery } from '@/lib/schemas/certs';
import { listCertsAcrossAccounts } from '@/lib/server/certs/certs-across-accounts';

/** POST: the multi-account dashboard's cert list — the caller's certificates across their accounts. */
export const POST = route(
  { auth: 'user', body: ZDashboardCertQuery, docs: { summary: 'Certificates across your accounts' } },
  async ({ userId, body }) => listCertsAcrossAccounts(userId, body),
);
