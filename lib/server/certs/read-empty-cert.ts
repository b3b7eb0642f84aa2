import 'server-only';
// read empty cert: what a new certificate for an issued claim would be before it is created — its
// number (its pending placeholder's, when it has one), and every line certified at the claimed
// value (so nothing yet needs a reason). Nothing is written.
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { servedClaimJson } from '../claims/claim-json';
import { contractJson } from '../documents/document-json';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { ClaimRef } from '../claims/load-claim';
import { computeCertFigures } from './cert-figures';
import { certFiguresJson } from './cert-json';
import { loadCertStart } from './cert-start';
import { certDefaults } from '../claims/pending-cert';
import { loadServedClaim } from './load-cert';
import { deadlineClaim, scheduleCountdown } from './schedule-deadline';

export async function readEmptyCert(actor: Actor, ref: ClaimRef) {
  const { claim, projectId, contract: placed } = await loadServedClaim(actor, ref);
  const contract = claimContractOf(placed);
  const [start, last, pending] = await Promise.all([
    loadCertStart(db(), contract, claim),
    db().certificate.findFirst({
      where: { contractId: contract.id },
      orderBy: { number: 'desc' },
      select: { number: true },
    }),
    // A pending placeholder becomes the certificate, keeping its number (pending-cert.ts).
    db().certificate.findFirst({
      where: { claimId: claim.id, contractId: contract.id, status: 'pending' },
      select: { number: true },
    }),
  ]);
  const lines = start.lines.map((l) => ({
    ...l,
    id: l.lineItemId,
    certId: '',
    percentBps: null,
    quantity: null,
  }));
  const cert = { status: 'draft' as const, customPrevious: null, gstPercent: null, ...certDefaults(claim) };
  const figures = computeCertFigures({
    contract,
    claimed: start.claimed,
    claim,
    cert,
    lines,
    previousCert: start.position,
    earlier: start.earlier,
  });
  return {
    certificate_number: pending?.number ?? (last?.number ?? 0) + 1,
    claim: servedClaimJson(claim),
    contract: contractJson(contract, projectId),
    ...certFiguresJson(figures),
    payment_schedule_deadline: scheduleCountdown(
      contract.jurisdiction,
      deadlineClaim(claim, contract),
      dayIn(new Date(), contract.timeZone),
    ),
  };
}
