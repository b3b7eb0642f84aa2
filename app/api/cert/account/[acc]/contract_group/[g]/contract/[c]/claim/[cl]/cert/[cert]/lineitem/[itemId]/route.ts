import { route } from '@/lib/api/route';
import { ZCertItemParams, ZDecideVariation } from '@/lib/schemas/certs';
import { decideCertVariation } from '@/lib/server/certs/decide-cert-variation';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * PATCH: the payer approves or rejects a variation item while certifying (a reason, shown to the claimer,
 * is required to reject). Draft certificates only (409); only an undecided variation leaf not yet
 * certified (409 otherwise); two decisions at once → one 409.
 */
export const PATCH = route(
  { auth: 'account', params: ZCertItemParams, body: ZDecideVariation },
  async ({ actor, params, body }) =>
    decideCertVariation(actor, { ...certRefOf(params), itemId: params.itemId }, body),
);
