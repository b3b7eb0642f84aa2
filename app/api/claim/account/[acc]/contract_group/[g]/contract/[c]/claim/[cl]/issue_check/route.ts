import { route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { claimIssueCheck } from '@/lib/server/claims/claim-issue-check';
import { claimRefOf } from '@/lib/server/claims/load-claim';

/**
 * GET: what the issue dialog shows first. Errors (a period not begun, no schedule of work, …) are what
 * POST …/issue refuses with 422; warnings (served before the period ends, earlier claims not issued, a
 * payment due date passed) are for the claimer to accept. The payee with the permission to issue only
 * (403); another account's claim → 404.
 */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  claimIssueCheck(actor, claimRefOf(params)),
);
