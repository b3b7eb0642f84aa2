import { route } from '@/lib/api/route';
import { ZClaimParams, ZIssueClaim } from '@/lib/schemas/claims';
import { issueClaim } from '@/lib/server/claims/issue-claim';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * POST issue_one_claim: approved claims only (409); a contract in maintenance mode → 409 with the §2
 * banner; no recipient while has_email_service → 422; attachments over file_upload_size_limit → 422. One
 * email per recipient (duplicates merged, a missing name becomes the email), each with the claim PDF.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, body: ZIssueClaim },
  async ({ actor, params, body }) => issueClaim(actor, claimRefOf(params), body),
);
