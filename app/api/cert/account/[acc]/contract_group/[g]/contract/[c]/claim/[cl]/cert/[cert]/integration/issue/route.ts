import { route } from '@/lib/api/route';
import { ZCertParams } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { pushCertNow } from '@/lib/server/integration-sync/push-now';

/** POST /integration/issue: send the issued certificate to the account's integration now (as the claim's). */
export const POST = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  pushCertNow(actor, certRefOf(params)),
);
