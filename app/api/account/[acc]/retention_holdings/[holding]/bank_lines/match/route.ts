import { route } from '@/lib/api/route';
import { ZHoldingParams } from '@/lib/schemas/retention-trust';
import { rematchBankLines } from '@/lib/server/retention-trust/match-bank-lines';

/** POST: matches the trust account's unmatched lines paid in again (after deposits were recorded). */
export const POST = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    permission: ['account', 'edit'],
    docs: { summary: 'Match the bank lines of a retention trust account to deposits again' },
  },
  async ({ actor, params }) => rematchBankLines(actor, params.holding),
);
