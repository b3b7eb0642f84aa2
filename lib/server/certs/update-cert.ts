import 'server-only';
// Save a draft certificate: its certified lines with their reasons, and its own fields, saved as a
// draft (documents/save-draft.ts). A line sent without a reason keeps the one already written.
// It answers as the read does, with the figures worked out again from what it loaded to check the
// lines and what it wrote (the saved row and lines), not read back from the database.
import type { TUpdateCert } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { saveDraft } from '../documents/save-draft';
import { mergeLines, upsertCertLines, withLineIds } from '../documents/upsert-lines';
import { computeCertFigures, loadCertFigureInputs } from './cert-figures';
import { checkCertLines } from './cert-line-rules';
import { loadPayerCert, type CertRef } from './load-cert';
import { certAnswer } from './read-cert';

export const CERT_NOT_DRAFT = 'Only a draft certificate can be changed. Revert it to draft first.';

export async function updateCert(actor: Actor, ref: CertRef, input: TUpdateCert) {
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  const contract = claimContractOf(placed);
  const inputs = await loadCertFigureInputs(contract, claim, cert);
  const saved = await saveDraft(actor, cert, input, {
    notDraft: CERT_NOT_DRAFT,
    checkLines(sent) {
      const checked = checkCertLines(inputs.claimed.rows, sent);
      const stored = new Map(inputs.lines.map((l) => [l.lineItemId, l]));
      const lines = checked.lines.map((l) => ({
        ...l,
        certId: cert.id,
        reason: l.reason === undefined ? (stored.get(l.lineItemId)?.reason ?? null) : l.reason,
      }));
      return { lines: withLineIds(inputs.lines, lines), errors: checked.errors };
    },
    store: {
      update: (tx, where, data) =>
        tx.certificate.updateManyAndReturn({
          where,
          data: { ...data, certificateRef: input.certificate_ref, autoNotify: input.auto_notify },
        }),
      replaceLines: (tx, lines) => upsertCertLines(tx, cert.id, lines, inputs.lines),
      history: {
        action: 'certificate.updated',
        refs: { projectId, contractId: cert.contractId, claimId: claim.id, certId: cert.id },
      },
    },
  });
  const lines = mergeLines(inputs.lines, saved.lines);
  const figures = computeCertFigures({ contract, claim, cert: saved.row, ...inputs, lines });
  return certAnswer(actor, { cert: saved.row, claim, projectId }, contract, figures);
}
