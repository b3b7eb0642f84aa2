import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { ZContractDetails } from '@/lib/schemas/contracts';
import { deleteContract } from '@/lib/server/contracts/delete-contract';
import { readContract } from '@/lib/server/contracts/read-contract';
import { updateContract } from '@/lib/server/contracts/update-contract';

/** GET: the contract as the caller's account sees it (spec §3 Contract). */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) => ({
  data: await readContract(actor, { projectId: params.g, contractId: params.c }),
}));

/** PATCH: saves the details form (spec §5 contract save); answers the contract. */
export const PATCH = route(
  { auth: 'account', params: ZContractParams, body: ZContractDetails },
  async ({ actor, params, body }) => {
    const ids = { projectId: params.g, contractId: params.c };
    await updateContract(actor, ids, body);
    return { data: await readContract(actor, ids) };
  },
);

/**
 * DELETE: deletes a draft contract no other account shares, with everything under it (spec §2
 * delete contract); 409 with the reason once it has started or the other party has joined.
 * Answers the project it was in, where the user goes next.
 */
export const DELETE = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  deleteContract(actor, { projectId: params.g, contractId: params.c }),
);
