import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { contractRefOf } from '@/lib/server/claims/load-claim';
import { listContractPayments } from '@/lib/server/payments/list-payments';

/**
 * GET payment history → 200 { payments: [{ payment_id, cert_id, claim_id, certificate_number,
 * paid_amount, paid_on, file: { file_id, file_name, fileType, size, … } | null, created_date }],
 * paid_to_date }: the payments this account recorded on the contract (either side), newest first.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  listContractPayments(actor, contractRefOf(params)),
);
