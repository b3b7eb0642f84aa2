import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { readCertWorkflow } from '@/lib/server/certs/read-cert';

/** GET: the certificate's approval steps, approvers and events. Payer side only. */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  readCertWorkflow(actor, certRefOf(params)),
);
