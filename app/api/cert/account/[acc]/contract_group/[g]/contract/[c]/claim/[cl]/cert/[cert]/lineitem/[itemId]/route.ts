import { route } from '@/lib/api/route';
import { ZCertItemParams, ZDecideVariation } from '@/lib/schemas/certs';
import { decideCertVariation } from '@/lib/server/certs/decide-cert-variation';
import { deleteCertItem } from '@/lib/server/certs/delete-cert-item';
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

/**
 * DELETE: an item the payer added from this draft certificate (POST …/item), while it has no value in
 * an issued claim or certificate and no lines or evidence from another document (409 with the
 * reason); the schedule's own items never (409). Draft certificates only (409).
 */
export const DELETE = route({ auth: 'account', params: ZCertItemParams }, async ({ actor, params }) =>
  deleteCertItem(actor, { ...certRefOf(params), itemId: params.itemId }),
);
