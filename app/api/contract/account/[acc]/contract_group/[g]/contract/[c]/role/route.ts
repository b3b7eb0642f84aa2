import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { readContractRole } from '@/lib/server/contracts/read-contract-role';

/** read_contract_role: the caller's roles and effective actions in this contract. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readContractRole(actor, params.g, params.c),
);
