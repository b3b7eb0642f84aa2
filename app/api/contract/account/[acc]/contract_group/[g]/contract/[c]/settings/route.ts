import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZContractSettings } from '@/lib/schemas/contracts';
import { readContract } from '@/lib/server/contracts/read-contract';
import { updateContractSettings } from '@/lib/server/contracts/update-contract-settings';

/** PATCH: the contract's settings (spec §3 Contract setting, and claim_less_paid_to_date). */
export const PATCH = route(
  { auth: 'account', params: ZContractParams, body: ZContractSettings },
  async ({ actor, params, body }) => {
    const ids = { projectId: params.g, contractId: params.c };
    await updateContractSettings(actor, ids, body);
    const contract = await readContract(actor, ids);
    return { data: { setting: contract.setting, claim_less_paid_to_date: contract.claim_less_paid_to_date } };
  },
);
