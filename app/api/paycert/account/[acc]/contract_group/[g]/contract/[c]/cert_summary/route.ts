import { route } from '@/lib/api/route';
import { ZContractParams } from '@/lib/schemas/common';
import { readCertSummary } from '@/lib/server/certs/cert-summary';
import { contractRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET → 200 { certsummary: [{ claim_id, payclaim_name, claim_status, period_ending, served_at,
 * gross_claimed_value, claimed_amount, cert_id, cert_status, certificate_number, issued_at,
 * issued_late, gross_certified_value, cert_less_retention, net_this_cert, certified_amount,
 * paid_to_date, outstanding }], totals: { claimed_to_date, certified_to_date, certified_amount,
 * paid_to_date, outstanding } }: a cert contract's claims with their latest certificates (issued
 * figures only), oldest first. Payer side only.
 */
export const GET = route({ auth: 'account', params: ZContractParams }, async ({ actor, params }) =>
  readCertSummary(actor, contractRefOf(params)),
);
