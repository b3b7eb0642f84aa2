import { route } from '@/lib/api/route';
import { ZCertParams, ZIssueCert } from '@/lib/schemas/certs';
import { issueCert } from '@/lib/server/certs/issue-cert';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST { to_contacts: [{ contact_name?, contact_email }], subject, attachments: [file ids],
 * has_email_service, is_bulk } → 200 { status: 'issued', claim_status: 'certified', issued_at,
 * issued_late, notice: 'payment_schedule' | 'payment_notice' | 'pay_less_notice' |
 * 'interim_payment_certificate', deadline, emails_queued, issued_totals: { gross_to_date,
 * retention_to_date, net_this_cert, gst_amount, total_including_gst, scheduled_amount } }.
 * Refusals: an item certified differently without a reason → 422 'A reason is required for every
 * item certified differently from the claim.' then one entry per item (field
 * items.{id}.cert_reason); not approved → 409; the claim no longer issued → 409; contract in
 * maintenance → 409 with the §2 banner; has_email_service with no recipient once the claimer's
 * contacts are added (auto_notify) → 422 'Please input at least one email address!'; attachments
 * over file_upload_size_limit → 422. One email per recipient (duplicates merged, a missing name
 * becomes the email), each with the certificate PDF; after the deadline, issued_late is true.
 */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZIssueCert },
  async ({ actor, params, body }) => issueCert(actor, certRefOf(params), body),
);
