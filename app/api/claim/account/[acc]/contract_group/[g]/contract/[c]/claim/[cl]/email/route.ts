import { route } from '@/lib/api/route';
import { ZClaimParams, ZResendEmail } from '@/lib/schemas/claims';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { readClaimResendForm } from '@/lib/server/claims/read-claim-resend-form';
import { resendClaimEmail } from '@/lib/server/claims/resend-claim-email';

/**
 * GET: what a resend starts from — the latest issue's recipients, subject, files and bulk choice —
 * and every sending so far. Payee side; an issued or certified claim only (409).
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  readClaimResendForm(actor, claimRefOf(params)),
);

/**
 * POST send_payclaim_email: email the issued claim again (payee side, claim_or_cert). Issued or
 * certified claims only (409); no recipient → 422 (§5); attachments over file_upload_size_limit →
 * 422. One email per recipient (duplicates merged, a missing name becomes the email) with the claim
 * PDF as issued, one history row naming them; a repeated resend_id sends nothing more.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZResendEmail },
  async ({ actor, params, body }) => resendClaimEmail(actor, claimRefOf(params), body),
);
