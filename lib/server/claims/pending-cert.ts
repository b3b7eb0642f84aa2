import 'server-only';
// The pending certificate (spec §4 Certificate: pending → draft by create): when a claim is served
// on a payer that is on ClaimCert — its account has a placement on the shared contract — an empty
// placeholder answering it appears on the payer's side at once, so Claims received reads "To
// certify" rather than nothing. It holds no lines; starting the certificate (create-cert.ts) turns
// this same row into the draft. It takes the contract's next certificate number, so the caller
// must hold the contract's ledger lock (ledger/lock-ledger.ts), which also orders it against a
// certificate being started at the same moment. Idempotent: a claim that already has a
// certificate of any status gets none, so re-serving a claim pulled back to draft reuses its
// placeholder. The payee never sees it (it sees issued certificates only), and its history row is
// the payer's.
import type { Tx } from '@/lib/db/client';
import type { Claim } from '@/lib/db/generated/client';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { lockedCertTerm } from '../account/document-terms';

/** A new certificate's settings follow the claim's: the certifier changes them where it disagrees. */
export function certDefaults(claim: Claim) {
  return {
    hasRetention: claim.hasRetention,
    lessPreviousOption: 'certified' as const,
    labourElement: claim.labourElement,
    cisStatus: claim.cisStatus,
    domesticReverseCharge: claim.domesticReverseCharge,
  };
}

/**
 * Opens the placeholders of these served (issued) claims of one contract that have no certificate
 * yet, numbered in claim order after the contract's last certificate. Nothing when the payer has
 * no account on the contract (its claims are emailed only) or the claims are the payer's own
 * records (record-payer-claim.ts: the certifier starts those itself). Returns how many it opened.
 */
export async function openPendingCerts(
  tx: Tx,
  actor: Pick<Actor, 'userId'>,
  contractId: string,
  claimIds?: readonly string[],
): Promise<number> {
  const payer = await tx.contractPlacement.findFirst({
    where: { contractId, side: 'cert' },
    select: { accountId: true, projectId: true },
  });
  if (!payer) return 0;
  const issued: Claim[] = await tx.claim.findMany({
    where: {
      contractId,
      status: 'issued',
      ...(claimIds ? { id: { in: [...claimIds] } } : {}),
      certificates: { none: {} },
    },
    orderBy: { number: 'asc' },
  });
  if (issued.length === 0) return 0;
  // Served by the payee (issue_one_claim), not recorded by the payer for a payee off ClaimCert
  // (record-payer-claim.ts): the certifier starts the certificates of those itself.
  const served = new Set(
    (
      await tx.history.findMany({
        where: { claimId: { in: issued.map((c) => c.id) }, action: 'claim.issued' },
        select: { claimId: true },
      })
    ).map((h) => h.claimId),
  );
  const waiting = issued.filter((c) => served.has(c.id));
  if (waiting.length === 0) return 0;
  const last = await tx.certificate.findFirst({
    where: { contractId },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  let number = last?.number ?? 0;
  // Titled in the payer's words from the start, as a certificate it starts itself would be.
  const term = await lockedCertTerm(tx, payer.accountId);
  for (const claim of waiting) {
    number += 1;
    const cert = await tx.certificate.create({
      data: {
        ...certDefaults(claim),
        term,
        claimId: claim.id,
        contractId,
        number: number,
        status: 'pending',
      },
      select: { id: true },
    });
    // In the payer's account, by the person who served the claim (as an accepted invitation is).
    await recordHistory(
      tx,
      { userId: actor.userId, accountId: payer.accountId, actingAsSupport: false },
      'certificate.pending',
      { projectId: payer.projectId, contractId, claimId: claim.id, certId: cert.id },
      { claim: claim.name },
    );
  }
  return waiting.length;
}
