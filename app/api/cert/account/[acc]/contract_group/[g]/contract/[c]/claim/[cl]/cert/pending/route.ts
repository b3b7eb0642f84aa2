import { json, route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { ZPendingCertQuery } from '@/lib/schemas/certs';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { handlePendingCert } from '@/lib/server/certs/handle-pending-cert';

/**
 * POST /pending?isNew: the served claim's pending certificate, payer side, claim_or_cert.
 * isNew=true starts it as the new draft (201, the certificate as GET …/cert/{cert} reads it);
 * isNew=false (default) answers { cert, created } with the placeholder, opened now if the claim had
 * none (201) or already waiting (200). Claim certified, certificate already started, or a claim the
 * payer recorded itself → 409; isNew other than true/false → 422; the payee or another account → 404.
 */
export const POST = route(
  { auth: 'account', params: ZClaimParams, query: ZPendingCertQuery },
  async ({ actor, params, query }) => {
    const answer = await handlePendingCert(actor, claimRefOf(params), query);
    return json(answer.body, answer.status);
  },
);
