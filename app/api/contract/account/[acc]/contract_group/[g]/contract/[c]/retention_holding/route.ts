import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZContractHolding } from '@/lib/schemas/retention-trust';
import { setContractHolding } from '@/lib/server/retention-trust/set-contract-holding';

/** PUT: where this contract's retention money is held (the payer's side; CCA s18E, s18FB). */
export const PUT = route(
  {
    auth: 'account',
    params: ZContractParams,
    body: ZContractHolding,
    docs: { summary: "Name where a contract's retention is held" },
  },
  async ({ actor, params, body }) =>
    setContractHolding(actor, { projectId: params.g, contractId: params.c }, body),
);
