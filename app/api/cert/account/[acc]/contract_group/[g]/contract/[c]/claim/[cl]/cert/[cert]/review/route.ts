import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { certWorkflowAction } from '@/lib/server/certs/cert-workflow-action';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST (send for approval): draft only (409); every item certified differently from the claim needs its
 * reason first (422 listing them). With no workflow steps the certificate is approved at once; otherwise
 * the first step's approvers are emailed (per their workflow email preferences).
 */
export const POST = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  certWorkflowAction(actor, certRefOf(params), 'send_for_approval'),
);
