import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { contractRefOf } from '@/lib/server/claims/load-claim';
import { listContractPayments } from '@/lib/server/payments/list-payments';

/** GET payment history: the payments this account recorded on the contract (either side), newest first. */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listContractPayments(actor, contractRefOf(params)),
);
