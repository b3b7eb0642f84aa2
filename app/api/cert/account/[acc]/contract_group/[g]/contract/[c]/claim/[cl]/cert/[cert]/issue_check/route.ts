import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { certIssueCheck } from '@/lib/server/certs/cert-issue-check';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * GET: what the issue dialog shows first. Errors are what POST …/issue refuses with 422; warnings (issued
 * after its deadline, the claim's payment due date passed, earlier claims served and still unanswered) are
 * for the certifier to accept. The payer with the permission to issue only (403); another account's
 * certificate → 404.
 */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  certIssueCheck(actor, certRefOf(params)),
);
