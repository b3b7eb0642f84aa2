import 'server-only';
// The claimer's view of the certificates against its claim: issued ones only, with the certified
// figures, each line's reason and the files the payer shared — never a draft, the payer's internal
// notes, its workflow or its unshared files. The same routes answer the payer with its own view,
// chosen by which side of the contract the caller's account sits on.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { attachmentJson } from '../attachments/attachment-json';
import { servedClaimJson } from '../claims/claim-json';
import { contractJson } from '../documents/document-json';
import { loadClaimerClaim, type ClaimRef } from '../claims/load-claim';
import { loadContract } from '../contracts/load-contract';
import { loadCertFigures } from './cert-figures';
import { certFiguresJson, certJson, servedCertJson } from './cert-json';
import { loadIssuedCert, loadServedClaim, type CertRef } from './load-cert';
import { readCert } from './read-cert';

async function sideOf(actor: Actor, ref: ClaimRef) {
  return (await loadContract(actor, ref.contractId, { projectId: ref.projectId })).side;
}

/** GET …/claim/{cl}/cert: the payer's certificates of a claim, or the claimer's issued ones. */
export async function listClaimCerts(actor: Actor, ref: ClaimRef) {
  if ((await sideOf(actor, ref)) === 'cert') {
    const { claim } = await loadServedClaim(actor, ref);
    const certs = await db().certificate.findMany({
      where: { claimId: claim.id, contractId: claim.contractId },
      orderBy: { number: 'desc' },
    });
    return { certs: certs.map(certJson) };
  }
  const { claim } = await loadClaimerClaim(actor, ref);
  const certs = await db().certificate.findMany({
    where: { claimId: claim.id, contractId: claim.contractId, status: 'issued' },
    orderBy: { number: 'desc' },
  });
  return { certs: certs.map(servedCertJson) };
}

/** An issued certificate as the claimer reads it. */
export async function readIssuedCert(actor: Actor, ref: CertRef) {
  const { cert, claim, projectId, contract: placed } = await loadIssuedCert(actor, ref);
  const contract = claimContractOf(placed);
  const [figures, shared] = await Promise.all([
    loadCertFigures(contract, claim, cert),
    db().attachment.findMany({
      where: { certId: cert.id, lineItemId: null, isShared: true },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  return {
    cert: servedCertJson(cert),
    claim: servedClaimJson(claim),
    contract: contractJson(contract, projectId),
    ...certFiguresJson(figures),
    attachments: shared.map(attachmentJson),
  };
}

/** GET …/cert/{cert}: the payer's full view, or the claimer's view of an issued certificate. */
export async function readCertFor(actor: Actor, ref: CertRef) {
  const placed = await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  return placed.side === 'cert' ? readCert(actor, ref, placed) : readIssuedCert(actor, ref);
}
