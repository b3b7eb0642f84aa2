import { route } from '@/lib/api/route';
import { ZClaimParams, ZIssueClaim } from '@/lib/schemas/claims';
import { issueClaim } from '@/lib/server/claims/issue-claim';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST issue_one_claim { to_contacts: [{ contact_name?, contact_email }], subject, attachments:
 * [file ids], has_email_service, is_bulk } → 200 { status: 'issued', served_at, emails_queued,
 * issued_totals: { gross_to_date, retention_to_date, net_this_claim, gst_amount,
 * total_including_gst } }. Approved claims only (409); a contract in maintenance mode → 409 with
 * the §2 banner text; no recipient while has_email_service → 422 'Please input at least one email
 * address!'; attachments over file_upload_size_limit → 422. One email per recipient (duplicates
 * merged, a missing name becomes the email), each with the claim PDF attached.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZIssueClaim },
  async ({ actor, params, body }) => issueClaim(actor, claimRefOf(params), body),
);
