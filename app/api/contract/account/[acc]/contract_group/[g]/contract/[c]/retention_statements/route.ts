import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { sendStatementNow } from '@/lib/server/retention-trust/send-statement-now';

/** POST: emails the payee a statement of its retention from the quarter's start to today; answers the ledger. */
export const POST = route(
  {
    auth: 'account',
    params: ZContractParams,
    docs: { summary: 'Send the payee a retention statement to date', status: 201 },
  },
  async ({ actor, params }) =>
    json(await sendStatementNow(actor, { projectId: params.g, contractId: params.c }), 201),
);
