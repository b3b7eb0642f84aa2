import { route } from '@/lib/api/route';
import { ZCertItemParams, ZDecideVariation } from '@/lib/schemas/certs';
import { decideCertVariation } from '@/lib/server/certs/decide-cert-variation';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * PATCH { status: 'approved' | 'rejected', reason? } → 200 the GET …/cert/{cert} answer: the payer
 * approves or rejects a variation item while certifying (a reason is required to reject; it is
 * shown to the claimer). The certificate must be a draft (409). Only a variation leaf that is still
 * undecided and not yet certified can be decided (409 otherwise); two decisions at once → one 409.
 */
export const PATCH = route(
  { auth: 'account', params: ZCertItemParams, body: ZDecideVariation },
  async ({ actor, params, body }) =>
    decideCertVariation(actor, { ...certRefOf(params), itemId: params.itemId }, body),
);
