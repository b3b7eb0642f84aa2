import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readInternalReport } from '@/lib/server/retention-trust/internal-report';

/**
 * GET: the payer's internal report on the retention it holds on trust (MBIE's "Internal Report"):
 * each payee and contract's balances, deposits and releases due, instruments and trust accounts.
 */
export const GET = route(
  {
    auth: 'account',
    params: ZAccountParams,
    docs: { summary: 'Read the retention internal report' },
  },
  async ({ actor }) => readInternalReport(actor),
);
