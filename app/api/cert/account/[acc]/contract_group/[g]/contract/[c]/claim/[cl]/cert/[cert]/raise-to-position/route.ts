import { route } from '@/lib/api/route';
import { ZCertParams, ZRaiseCertToPosition } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { raiseCertToPosition } from '@/lib/server/certs/raise-cert-to-position';

/**
 * POST: a draft for an earlier claim with every line raised to at least what is already certified
 * (lib/domain/ledger.ts). 409 when not a draft or stale.
 */
export const POST = route(
  { auth: 'account', params: ZCertParams, body: ZRaiseCertToPosition },
  async ({ actor, params, body }) => raiseCertToPosition(actor, certRefOf(params), body),
);
