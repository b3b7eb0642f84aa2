import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZSaveWorkflow } from '@/lib/schemas/workflows';
import { readWorkflow } from '@/lib/server/workflows/read-workflow';
import { saveWorkflow } from '@/lib/server/workflows/save-workflow';

/**
 * The contract's approval workflow for the caller's side: claims on a claim contract, certificates on a
 * cert contract. PUT answers 409 while a claim or certificate is in approval.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readWorkflow(actor, { kind: 'contract', projectId: params.g, contractId: params.c }),
);

export const PUT = route(
  { auth: 'account', params: ZContractParams, body: ZSaveWorkflow },
  async ({ actor, params, body }) =>
    saveWorkflow(actor, { kind: 'contract', projectId: params.g, contractId: params.c }, body),
);
