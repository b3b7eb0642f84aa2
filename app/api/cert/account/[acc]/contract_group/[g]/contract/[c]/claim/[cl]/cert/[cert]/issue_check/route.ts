import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { certIssueCheck } from '@/lib/server/certs/cert-issue-check';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * GET → 200 { errors: [{ field, message }], warnings: [{ field, message }] }: what the issue dialog
 * shows before the certificate is issued. Errors (an item certified differently without a reason,
 * field items.{id}.cert_reason, …) are what POST …/issue refuses with 422; warnings (issued after
 * its deadline, the claim's payment due date passed, earlier claims served and still unanswered)
 * are for the certifier to accept. The payer only, with the permission to issue (403 otherwise);
 * another account's certificate → 404.
 */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  certIssueCheck(actor, certRefOf(params)),
);
