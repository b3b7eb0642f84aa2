import 'server-only';
// Save a draft certificate: its certified lines with their reasons, and its own fields, saved as a
// draft (claims/save-draft.ts). A line sent without a reason keeps the one already written.
import type { TUpdateCert } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { loadClaimContract } from '../documents/document-contract';
import { saveDraft } from '../documents/save-draft';
import { loadCertFigures } from './cert-figures';
import { checkCertLines } from './cert-line-rules';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';

export const CERT_NOT_DRAFT = 'Only a draft certificate can be changed. Revert it to draft first.';

export async function updateCert(actor: Actor, ref: CertRef, input: TUpdateCert) {
  const { cert, claim, projectId } = await loadPayerCert(actor, ref, 'claim_or_cert');
  await saveDraft(actor, cert, input, {
    notDraft: CERT_NOT_DRAFT,
    async checkLines(sent) {
      const contract = await loadClaimContract(ref.contractId);
      const figures = await loadCertFigures(contract, claim, cert);
      const checked = checkCertLines(
        figures.rows.map((r) => r.claimed),
        sent,
      );
      const stored = new Map(figures.rows.map((r) => [r.claimed.item.id, r.line]));
      const lines = checked.lines.map((l) => ({
        ...l,
        reason: l.reason === undefined ? (stored.get(l.lineItemId)?.reason ?? null) : l.reason,
      }));
      return { lines, errors: checked.errors };
    },
    store: {
      update: (tx, where, data) =>
        tx.certificate.updateMany({
          where,
          data: { ...data, certificateRef: input.certificate_ref, autoNotify: input.auto_notify },
        }),
      async replaceLines(tx, lines) {
        await tx.certLineItem.deleteMany({
          where: { certId: cert.id, lineItemId: { in: lines.map((l) => l.lineItemId) } },
        });
        await tx.certLineItem.createMany({ data: lines.map((l) => ({ ...l, certId: cert.id })) });
      },
      history: {
        action: 'certificate.updated',
        refs: { projectId, contractId: cert.contractId, claimId: claim.id, certId: cert.id },
      },
    },
  });
  return readCert(actor, ref);
}
