import 'server-only';
// Save a draft certificate: its certified lines with their reasons, and its own fields, saved as a
// draft (documents/save-draft.ts). A line sent without a reason keeps the one already written.
// It answers as the read does, with the figures worked out again from what it loaded to check the
// lines and what it wrote (the saved row and lines), not read back from the database; the figures
// are worked out while the lines are being written (save-draft.ts). With ?answer=changes it
// carries only the items the save changed (documents/changed-items.ts).
import { db } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import type { TUpdateCert } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { saveDraft } from '../documents/save-draft';
import { certLinesSql, mergeLines } from '../documents/upsert-lines';
import { beginCertReads, computeCertFigures, loadCertFigureInputs, type CertLineRow } from './cert-figures';
import { checkCertLines } from './cert-line-rules';
import { loadPayerCert, type CertRef } from './load-cert';
import { beginCertParts, certAnswer, readCertParts } from './read-cert';
import { CERT_KIND } from '../documents/kinds';
import { changedItems } from '../documents/changed-items';
import { certItemJson } from './cert-json';
import type { TSaveAnswer } from '@/lib/schemas/common';

export const CERT_NOT_DRAFT = 'Only a draft certificate can be changed. Revert it to draft first.';

export const CERT_NO_PAID_TO_DATE =
  'A certificate deducts the previous certificate, the previous claim or a custom amount; "less paid to date" is for claims.';

export async function updateCert(actor: Actor, ref: CertRef, input: TUpdateCert, answer?: TSaveAnswer) {
  const begun = beginCertReads(actor, ref);
  const partsRead = beginCertParts(actor, ref);
  const { cert, claim, projectId, contract: placed } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (input.less_previous_option === 'paid_to_date') {
    throw new AppError('invalid', [{ field: 'less_previous_option', message: CERT_NO_PAID_TO_DATE }]);
  }
  const contract = claimContractOf(placed);
  // The answer's other parts do not change with a save: read beside what the lines are checked with.
  const [inputs, parts] = await Promise.all([
    loadCertFigureInputs(contract, claim, cert, db(), begun),
    readCertParts(partsRead, actor, cert, contract),
  ]);
  return saveDraft(actor, cert, input, {
    notDraft: CERT_NOT_DRAFT,
    checkLines(sent) {
      const checked = checkCertLines(inputs.claimed.rows, sent);
      const stored = new Map(inputs.lines.map((l) => [l.lineItemId, l]));
      // Each line as it is stored, in one literal: over the stored line of its item, if any.
      const lines = checked.lines.map((l): CertLineRow => {
        const was = stored.get(l.lineItemId);
        return {
          id: was?.id ?? crypto.randomUUID(),
          certId: cert.id,
          lineItemId: l.lineItemId,
          certOption: l.certOption,
          percentBps: l.percentBps,
          quantity: l.quantity,
          toDateValue: l.toDateValue,
          reason: l.reason === undefined ? (was?.reason ?? null) : l.reason,
        };
      });
      return { lines, errors: checked.errors };
    },
    store: {
      document: CERT_KIND,
      fields: {
        certificateRef: { value: input.certificate_ref, column: ['certificate_ref', 'text'] },
        autoNotify: { value: input.auto_notify, column: ['auto_notify', 'boolean'] },
      },
      linesSql: (lines, when) => certLinesSql(cert.id, lines, inputs.lines, when),
      refs: { projectId, contractId: cert.contractId, claimId: claim.id, certId: cert.id },
    },
    answer(row, saved) {
      const lines = mergeLines(inputs.lines, saved);
      const figures = computeCertFigures({ contract, claim, cert: row, ...inputs, lines });
      const full = certAnswer({ cert: row, claim, projectId }, contract, figures, parts);
      if (answer !== 'changes') return full;
      const before = computeCertFigures({ contract, claim, cert, ...inputs }).rows.map(certItemJson);
      return { ...full, items: changedItems(before, full.items), items_changed_only: true };
    },
  });
}
