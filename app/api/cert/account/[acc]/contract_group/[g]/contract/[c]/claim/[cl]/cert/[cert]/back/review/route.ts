import { route } from '@/lib/api/route';
import { ZRevert } from '@/lib/schemas/claims';
import { ZCertParams } from '@/lib/schemas/certs';
import { certWorkflowAction } from '@/lib/server/certs/cert-workflow-action';
import { certRefOf } from '@/lib/server/certs/load-cert';

/** POST: back to the last step; approved with workflow steps only (409); a comment is required (422). */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZRevert },
  async ({ actor, params, body }) =>
    certWorkflowAction(actor, certRefOf(params), 'revert_to_review', { comment: body.comment }),
);
