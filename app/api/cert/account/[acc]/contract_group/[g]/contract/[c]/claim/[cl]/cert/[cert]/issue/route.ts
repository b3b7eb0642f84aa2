import { route } from '@/lib/api/route';
import { ZCertParams, ZIssueCert } from '@/lib/schemas/certs';
import { issueCert } from '@/lib/server/certs/issue-cert';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST: approved only (409); the claim no longer issued → 409; contract in maintenance → 409 with the §2
 * banner; an item certified differently without a reason → 422, one entry per item
 * (items.{id}.cert_reason); has_email_service with no recipient once the claimer's auto_notify contacts
 * are added → 422; attachments over file_upload_size_limit → 422. One email per recipient (duplicates
 * merged, a missing name becomes the email), each with the certificate PDF; after the deadline it is
 * issued late.
 */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZIssueCert },
  async ({ actor, params, body }) => issueCert(actor, certRefOf(params), body),
);
