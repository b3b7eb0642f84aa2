import { route } from '@/lib/api/route';
import { ZApproveStep } from '@/lib/schemas/claims';
import { ZCertStepParams } from '@/lib/schemas/certs';
import { certWorkflowAction } from '@/lib/server/certs/cert-workflow-action';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST: {step} is the 1-based step the approver was shown (moved on → 409). Only an approver of the
 * current step (403); the last required approval makes the certificate approved. Two approvals of the
 * same step at once: one 200, the other 409.
 */
export const POST = route(
  { auth: 'account', params: ZCertStepParams, body: ZApproveStep },
  async ({ actor, params, body }) =>
    certWorkflowAction(actor, certRefOf(params), 'approve_step', {
      comment: body?.comment,
      step: params.step,
    }),
);
