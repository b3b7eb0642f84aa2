import { route } from '@/lib/api/route';
import { ZHistoryQuery } from '@/lib/schemas/claims';
import { ZCertParams } from '@/lib/schemas/certs';
import { readCertHistory } from '@/lib/server/certs/cert-history';
import { certRefOf } from '@/lib/server/certs/load-cert';

/** GET: what was done to the certificate in the payer's account, oldest first (payer side only). */
export const GET = route(
  { auth: 'account', params: ZCertParams, query: ZHistoryQuery },
  async ({ actor, params, query }) => readCertHistory(actor, certRefOf(params), query),
);
