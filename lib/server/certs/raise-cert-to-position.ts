import 'server-only';
// Raise a draft certificate for an earlier claim to what is already certified (lib/domain/ledger.ts):
// every line below the contract's certified position is set to it, by value, with the reason it
// differs from the claim (unless one is written), in one transaction with its history row. Lines above it keep what the certifier entered. The draft must be the
// version the editor read (409 otherwise).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TRaiseCertToPosition } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { recordHistory } from '../history';
import { loadCertFigures } from './cert-figures';
import { positionReason } from './cert-start';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';
import { CERT_NOT_DRAFT } from './update-cert';

export async function raiseCertToPosition(actor: Actor, ref: CertRef, input: TRaiseCertToPosition) {
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'draft') throw new AppError('conflict', CERT_NOT_DRAFT);
  const contract = claimContractOf(placed);
  const { belowPosition, previous } = (await loadCertFigures(contract, claim, cert)).ledger;
  if (previous && belowPosition.length > 0) {
    const laterReason = new Map(previous.lines.map((l) => [l.lineItemId, l.reason]));
    await db().$transaction(async (tx) => {
      const { count } = await tx.certificate.updateMany({
        where: { id: cert.id, status: 'draft', updatedAt: new Date(input.updated_at) },
        data: { updatedAt: new Date() },
      });
      if (count !== 1) throw new AppError('conflict');
      const ids = belowPosition.map((b) => b.lineItemId);
      await tx.certLineItem.deleteMany({ where: { certId: cert.id, lineItemId: { in: ids } } });
      await tx.certLineItem.createMany({
        data: belowPosition.map((b) => ({
          certId: cert.id,
          lineItemId: b.lineItemId,
          certOption: 'value' as const,
          toDateValue: BigInt(b.alreadyCertified),
          reason: b.row.line?.reason || positionReason(previous, laterReason.get(b.lineItemId)),
        })),
      });
      await recordHistory(
        tx,
        actor,
        'certificate.raised_to_position',
        { projectId, contractId: contract.id, claimId: claim.id, certId: cert.id },
        { lines: ids.length },
      );
    });
  }
  return readCert(actor, ref);
}
