import { route } from '@/lib/api/route';
import { ZReceivedQuery } from '@/lib/schemas/certs';
import { ZAccountParams } from '@/lib/schemas/common';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';

/**
 * GET ?bucket=current|completed|archived → 200 { today, current: [Row], completed: [Row],
 * archived: [Row], due_count } — the claims served on this account's cert contracts (never drafts),
 * by contract status (started/reopened → current, finalised → completed, archived), newest first.
 * Row: { claim_id, payclaim_name, number, claim_status: 'issued' | 'certified', project_id,
 * project_name, contract_id, contract_name, contract_number, contract_status, payee, claim_from,
 * claim_to, served_at, served_on, claimed_amount, payment_due_date, contract_cert_due_date, cert_due_date
 * (the deadline that applies), cert_due_num (calendar days from today in the account's time zone;
 * null once certified), unclaimed_days, over_due_type: 'unclaimed_days' | 'over_due' |
 * 'due_in_3_days' | 'due_in_7_days' | 'none', payment_schedule: { kind, date, applies: 'contract' |
 * 'statutory', contract_date, statutory_date, source, consequence, working_days_left } | null (no
 * calendar: the contract's state is not set), cert: { cert_id, cert_status, certificate_number,
 * issued_at, issued_late } | null, bucket }.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZReceivedQuery },
  async ({ actor, query }) => listClaimsReceived(actor, query),
);
