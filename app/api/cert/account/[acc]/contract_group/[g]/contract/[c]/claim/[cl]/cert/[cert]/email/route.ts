import { route } from '@/lib/api/route';
import { ZResendEmail } from '@/lib/schemas/claims';
import { ZCertParams } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { readCertResendForm } from '@/lib/server/certs/read-cert-resend-form';
import { resendCertEmail } from '@/lib/server/certs/resend-cert-email';

/**
 * GET: what a resend starts from — the recipients, subject, files and bulk choice — and
 * every sending so far. Payer side; an issued certificate only (409).
 */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  readCertResendForm(actor, certRefOf(params)),
);

/**
 * POST /email: email the issued certificate again (payer side, claim_or_cert). Issued only (409); no
 * recipient → 422 (§5); attachments over file_upload_size_limit → 422. One email per recipient
 * (duplicates merged, a missing name becomes the email) with the certificate PDF, one history row
 * naming them; a repeated resend_id sends nothing more.
 */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZResendEmail },
  async ({ actor, params, body }) => resendCertEmail(actor, certRefOf(params), body),
);
