import { route } from '@/lib/api/route';
import { ZRevert } from '@/lib/schemas/claims';
import { ZCertStepParams } from '@/lib/schemas/certs';
import { certWorkflowAction } from '@/lib/server/certs/cert-workflow-action';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST: back to the previous step, whose approvers are told. {step} is the step shown (stale → 409); the
 * first step cannot be reverted (409: revert to draft instead); a comment is required (422).
 */
export const POST = route(
  { auth: 'account', params: ZCertStepParams, body: ZRevert },
  async ({ actor, params, body }) =>
    certWorkflowAction(actor, certRefOf(params), 'revert_step', { comment: body.comment, step: params.step }),
);
