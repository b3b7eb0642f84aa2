import { route } from '@/lib/api/route';
import { ZCertListQuery } from '@/lib/schemas/certs';
import { ZAccountParams } from '@/lib/schemas/common';
import { listCerts } from '@/lib/server/certs/list-certs';

/**
 * GET ?status=pending|draft|review|approved|issued → 200 { certs: [{ cert_id, name,
 * certificate_number, cert_certificate_ref, cert_status, claim_id, payclaim_name, claim_number,
 * claim_status, claimed_amount, project_id, contract_id, contract_name, contract_number, payee,
 * created_date, issued_at, issued_late, gross_to_date, total_including_gst (null until issued),
 * paid_to_date }] }: every certificate on this account's cert contracts, newest first.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZCertListQuery },
  async ({ actor, query }) => listCerts(actor, query),
);
