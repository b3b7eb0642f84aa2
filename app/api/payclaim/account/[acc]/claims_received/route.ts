import { route } from '@/lib/api/route';
import { ZClaimsReceivedQuery } from '@/lib/schemas/claims';
import { ZAccountParams } from '@/lib/schemas/common';
import { listClaimsReceivedNewestFirst } from '@/lib/server/certs/claims-received';

/**
 * GET ?bucket=current|completed|archived → 200 { claims: [{ claim_id, payclaim_name, number,
 * claim_status ('issued' | 'certified'), project_id, contract_id, contract_name, contract_number,
 * contract_status, payee, claim_from, claim_to, served_at, cert_due_date, payment_due_date,
 * total_including_gst, cert_due_num, unclaimed_days, over_due_type, bucket }] }: the claims served
 * on this account, newest first. Drafts, internal notes and workflows never appear.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZClaimsReceivedQuery },
  async ({ actor, query }) => listClaimsReceivedNewestFirst(actor, query),
);
