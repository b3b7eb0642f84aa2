import 'server-only';
// update_cert_info: whether the audit trail goes with the issued PDF, and whether the claimer's
// contacts are emailed automatically (auto_notify). Either may change until the certificate is
// issued, while the workflow runs too: neither alters a figure being approved.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TCertInfo } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { assertFresh } from '../documents/save-draft';
import { recordHistory } from '../history';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';

export async function updateCertInfo(actor: Actor, ref: CertRef, input: TCertInfo) {
  const { cert, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status === 'issued') throw new AppError('conflict', 'An issued certificate cannot be changed.');
  assertFresh(cert, input.updated_at);
  await db().$transaction(async (tx) => {
    const { count } = await tx.certificate.updateMany({
      where: { id: cert.id, status: cert.status, updatedAt: cert.updatedAt },
      data: {
        attachAuditTrail: input.attach_audit_trail,
        autoNotify: input.auto_notify,
        updatedAt: new Date(),
      },
    });
    if (count !== 1) throw new AppError('conflict');
    await recordHistory(
      tx,
      actor,
      'certificate.info_updated',
      { projectId, contractId: cert.contractId, claimId: cert.claimId, certId: cert.id },
      { attach_audit_trail: input.attach_audit_trail, auto_notify: input.auto_notify },
    );
  });
  return readCert(actor, ref);
}
