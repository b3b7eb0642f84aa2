import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { readCertWorkflow } from '@/lib/server/certs/read-cert';

/**
 * GET → 200 { steps: [{ id, step, name, complete, approvers: [{ user_id, name, required, approved }] }],
 * current_step_index, can_approve, approval_is_final, events: [{ action, step_index, step_name,
 * user_id, user_name, comment, created_date }] }. Payer side only.
 */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  readCertWorkflow(actor, certRefOf(params)),
);
