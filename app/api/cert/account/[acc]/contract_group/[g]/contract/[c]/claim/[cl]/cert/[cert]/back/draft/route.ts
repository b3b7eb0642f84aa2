import { route } from '@/lib/api/route';
import { ZRevert } from '@/lib/schemas/claims';
import { ZCertParams } from '@/lib/schemas/certs';
import { certWorkflowAction } from '@/lib/server/certs/cert-workflow-action';
import { certRefOf } from '@/lib/server/certs/load-cert';

/** POST: from review or approved (else 409: an issued certificate is final); a comment is required (422). */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZRevert },
  async ({ actor, params, body }) =>
    certWorkflowAction(actor, certRefOf(params), 'revert_to_draft', { comment: body.comment }),
);
