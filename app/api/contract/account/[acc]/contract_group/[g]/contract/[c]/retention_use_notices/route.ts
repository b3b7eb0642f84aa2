import { json, route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZUseNoticeInput } from '@/lib/schemas/retention-trust';
import { giveUseNotice } from '@/lib/server/retention-trust/give-use-notice';

/** POST: gives the payee notice of intended use of retention money (CCA s18D) and emails it; answers the ledger. */
export const POST = route(
  {
    auth: 'account',
    params: ZContractParams,
    body: ZUseNoticeInput,
    docs: { summary: 'Give notice of intended use of retention money', status: 201 },
  },
  async ({ actor, params, body }) =>
    json(await giveUseNotice(actor, { projectId: params.g, contractId: params.c }, body), 201),
);
