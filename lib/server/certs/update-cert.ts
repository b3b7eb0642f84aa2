import 'server-only';
// Save a draft certificate: its certified lines with their reasons, and its own fields, in one
// transaction. Lines are written in bulk (one delete, one insert) whatever their number, and the
// certificate row only changes if it is still the version the editor read (else 409).
import { AppError } from '@/lib/api/app-error';
import { db } from '@/lib/db/client';
import type { TUpdateCert } from '@/lib/schemas/certs';
import type { Actor } from '../accounts/resolve-actor';
import { loadClaimContract } from '../claims/claim-contract';
import { assertFresh } from '../claims/update-claim';
import { recordHistory } from '../history';
import { loadCertFigures } from './cert-figures';
import { checkCertLines, type CheckedCertLine } from './cert-line-rules';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';

export const CERT_NOT_DRAFT = 'Only a draft certificate can be changed. Revert it to draft first.';

function certFields(
  input: TUpdateCert,
  current: { lessPreviousOption: string; customPrevious: bigint | null },
) {
  const option = input.less_previous_option ?? current.lessPreviousOption;
  const custom = input.custom_previous !== undefined ? input.custom_previous : current.customPrevious;
  if (option === 'custom' && custom === null) {
    throw new AppError('invalid', [
      { field: 'custom_previous', message: 'Enter the previous amount to deduct' },
    ]);
  }
  return {
    certificateRef: input.certificate_ref,
    internalNotes: input.internal_notes,
    externalNotes: input.external_notes,
    hasRetention: input.has_retention,
    lessPreviousOption: input.less_previous_option,
    customPrevious:
      input.custom_previous === undefined || input.custom_previous === null
        ? input.custom_previous
        : BigInt(input.custom_previous),
    labourElement: input.labour_element === undefined ? undefined : BigInt(input.labour_element),
    attachAuditTrail: input.attach_audit_trail,
    autoNotify: input.auto_notify,
  };
}

export async function updateCert(actor: Actor, ref: CertRef, input: TUpdateCert) {
  const { cert, claim, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'draft') throw new AppError('conflict', CERT_NOT_DRAFT);
  assertFresh(cert, input.updated_at);
  const fields = certFields(input, cert);
  let lines: (CheckedCertLine & { reason: string | null })[] = [];
  if (input.lines?.length) {
    const contract = await loadClaimContract(ref.contractId);
    const figures = await loadCertFigures(contract, claim, cert);
    const checked = checkCertLines(
      figures.rows.map((r) => r.claimed),
      input.lines,
    );
    if (checked.errors.length) throw new AppError('invalid', checked.errors);
    const stored = new Map(figures.rows.map((r) => [r.claimed.item.id, r.line]));
    lines = checked.lines.map((l) => ({
      ...l,
      reason: l.reason === undefined ? (stored.get(l.lineItemId)?.reason ?? null) : l.reason,
    }));
  }
  await db().$transaction(async (tx) => {
    const { count } = await tx.certificate.updateMany({
      where: { id: cert.id, status: 'draft', updatedAt: cert.updatedAt },
      // Set explicitly: a save of lines only changes no column of the certificate, yet is a new version.
      data: { ...fields, updatedAt: new Date() },
    });
    if (count !== 1) throw new AppError('conflict');
    if (lines.length) {
      await tx.certLineItem.deleteMany({
        where: { certId: cert.id, lineItemId: { in: lines.map((l) => l.lineItemId) } },
      });
      await tx.certLineItem.createMany({ data: lines.map((l) => ({ ...l, certId: cert.id })) });
    }
    await recordHistory(
      tx,
      actor,
      'certificate.updated',
      { projectId, contractId: cert.contractId, claimId: claim.id, certId: cert.id },
      {
        lines: lines.length,
        fields: Object.keys(input).filter((k) => k !== 'lines' && k !== 'updated_at'),
      },
    );
  });
  return readCert(actor, ref);
}
