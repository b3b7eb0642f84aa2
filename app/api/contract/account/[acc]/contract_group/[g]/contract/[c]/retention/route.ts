import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZRetention } from '@/lib/schemas/contracts-retention';
import { readContract } from '@/lib/server/contracts/read-contract';
import { removeRetention } from '@/lib/server/contracts/remove-retention';
import { saveRetention } from '@/lib/server/contracts/save-retention';

/**
 * PUT: the retention form as typed (amounts in dollars, percentages, yyyy-MM-dd dates); type none removes
 * it. Answers in stored units.
 */
export const PUT = route(
  { auth: 'account', params: ZContractParams, body: ZRetention },
  async ({ actor, params, body }) => {
    const ids = { projectId: params.g, contractId: params.c };
    await saveRetention(actor, ids, body);
    const { retention, pcd_date, dlp_date } = await readContract(actor, ids);
    return { data: { retention, pcd_date, dlp_date } };
  },
);

/** DELETE: removes the contract's retention. */
export const DELETE = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) => {
  await removeRetention(actor, { projectId: params.g, contractId: params.c });
  return { data: { retention: null } };
});
