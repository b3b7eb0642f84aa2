import 'server-only';
// §7 POST …/claim/{cl}/cert/pending?isNew — the payer's handling of a served claim's pending
// certificate (§4: pending → draft by create; §4 contract "handle pending cert"). isNew says
// whether the certifier is starting the certificate now:
// - isNew=true: start it — the pending placeholder becomes the new draft, every line certified at
//   what was claimed (create-cert.ts, the same path as POST …/cert). 201 with the certificate.
// - isNew=false (the default): keep it pending and answer it, opening the placeholder first when a
//   claim the payee served has none yet (one served before this account joined the contract, or
//   before placeholders existed). 201 when opened now, 200 when it was already there.
// A claim whose certificate is already started (409 CERT_IN_PROGRESS) or issued (409
// ALREADY_CERTIFIED), or one the payer recorded itself for a payee off ClaimCert (409: its
// certificate is started directly), has no pending certificate to handle.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import type { ClaimRef } from '../claims/load-claim';
import { lockLedger } from '../ledger/lock-ledger';
import { certJson } from './cert-json';
import { ALREADY_CERTIFIED, CERT_IN_PROGRESS, createCert } from './create-cert';
import { loadServedClaim } from './load-cert';
import { openPendingCerts } from '../claims/pending-cert';

export const NOT_SERVED_HERE =
  'This claim was recorded by your account, not served through ClaimCert: start its certificate instead.';

export async function handlePendingCert(actor: Actor, ref: ClaimRef, q: { isNew: boolean }) {
  if (q.isNew) return { status: 201, body: await createCert(actor, ref, undefined) };
  const { claim } = await loadServedClaim(actor, ref, 'claim_or_cert');
  if (claim.status === 'certified') throw new AppError('conflict', ALREADY_CERTIFIED);
  const opened = await db().$transaction(async (tx) => {
    await lockLedger(tx, claim.contractId);
    return openPendingCerts(tx, actor, claim.contractId, [claim.id]);
  });
  const open = await db().certificate.findFirst({
    where: { claimId: claim.id, contractId: claim.contractId, status: { not: 'issued' } },
  });
  if (!open) throw new AppError('conflict', NOT_SERVED_HERE);
  if (open.status !== 'pending') throw new AppError('conflict', CERT_IN_PROGRESS);
  return { status: opened > 0 ? 201 : 200, body: { cert: certJson(open), created: opened > 0 } };
}
