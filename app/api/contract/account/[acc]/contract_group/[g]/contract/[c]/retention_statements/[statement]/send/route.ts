import { route } from '@/lib/api/route';
import { ZStatementParams } from '@/lib/schemas/retention-trust';
import { sendStatementAgain } from '@/lib/server/retention-trust/send-statement-again';

/** POST: emails a retention statement to the payee's contacts again. */
export const POST = route(
  { auth: 'account', params: ZStatementParams, docs: { summary: 'Send a retention statement again' } },
  async ({ actor, params }) =>
    sendStatementAgain(actor, { projectId: params.g, contractId: params.c }, params.statement),
);
