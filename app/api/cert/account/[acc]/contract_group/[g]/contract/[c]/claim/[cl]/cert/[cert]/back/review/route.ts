import { route } from '@/lib/api/route';
import { ZRevert } from '@/lib/schemas/claims';
import { ZCertParams } from '@/lib/schemas/certs';
import { certWorkflowAction } from '@/lib/server/certs/cert-workflow-action';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST { comment } → 200 { status: 'review', current_step_index, final: false, emails_queued }: an
 * approved certificate back to its last step. Approved only, and only with workflow steps (409);
 * a comment is required (422).
 */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZRevert },
  async ({ actor, params, body }) =>
    certWorkflowAction(actor, certRefOf(params), 'revert_to_review', { comment: body.comment }),
);
