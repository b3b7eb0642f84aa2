import 'server-only';
// DELETE …/cert/{cert}/lineitem/{id} (spec §7): removes an item the payer added from this draft
// certificate (add-cert-item.ts) — a mistake corrected before the certificate goes out. Only such an
// item: the schedule's own lines, the claimer's variations among them, can never be deleted through
// a certificate, nor can an item added from another certificate (409). Nor once it has a value in
// an issued document (a served claim or an issued certificate claimed or certified it), has lines
// under it, or carries the other party's comments or files: each is the record of something served
// (409, with the reason). The item goes with its line on this certificate and the certificate's own
// files and comments on it (the foreign keys cascade); the stored files are removed after commit.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { deleteFile } from '@/lib/files/store';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { recordLineItemChange } from '../line-items/record-change';
import { certItemRefs, lockOpenCert } from './cert-item-guard';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';

export const NOT_ADDED_HERE =
  'This item cannot be deleted here: only an item added from this certificate can be deleted from it.';
export const VALUED_IN_ISSUED =
  'This item cannot be deleted: it has a value in an issued claim or certificate.';
export const HAS_CHILDREN = 'This item cannot be deleted: it has items under it.';
export const OTHER_EVIDENCE =
  'This item cannot be deleted: comments or files are attached to it on another claim or certificate.';

export async function deleteCertItem(actor: Actor, ref: CertRef & { itemId: string }) {
  const { cert, claim, projectId, contract } = await loadPayerCert(actor, ref, 'claim_or_cert');
  const keys = await db().$transaction(async (tx) => {
    await lockOpenCert(tx, contract.id, cert.id);
    const item = await tx.lineItem.findFirst({ where: { id: ref.itemId, contractId: contract.id } });
    if (!item) throw new AppError('not_found');
    if (item.addedFromCertId !== cert.id) throw new AppError('conflict', NOT_ADDED_HERE);
    const [children, claimed, certified, comments, files] = await Promise.all([
      tx.lineItem.count({ where: { parentId: item.id } }),
      tx.claimLineItem.count({
        where: {
          lineItemId: item.id,
          toDateValue: { not: 0 },
          claim: { status: { in: ['issued', 'certified'] } },
        },
      }),
      tx.certLineItem.count({
        where: { lineItemId: item.id, toDateValue: { not: 0 }, certificate: { status: 'issued' } },
      }),
      tx.comment.count({ where: { lineItemId: item.id, NOT: { certId: cert.id } } }),
      tx.attachment.count({ where: { lineItemId: item.id, NOT: { certId: cert.id } } }),
    ]);
    if (children) throw new AppError('conflict', HAS_CHILDREN);
    if (claimed + certified) throw new AppError('conflict', VALUED_IN_ISSUED);
    if (comments + files) throw new AppError('conflict', OTHER_EVIDENCE);
    const own = await tx.attachment.findMany({
      where: { lineItemId: item.id, certId: cert.id },
      select: { storageKey: true, fileName: true },
    });
    await tx.lineItem.delete({ where: { id: item.id } });
    await recordLineItemChange(tx, actor, { projectId, contractId: contract.id }, 'line_item.deleted', item, {
      count: 1,
    });
    await recordHistory(
      tx,
      actor,
      'certificate.item_deleted',
      certItemRefs(projectId, claim.id, cert.id, contract.id),
      {
        item_id: item.id,
        ref: item.label,
        description: item.description,
        files: own.map((f) => f.fileName),
      },
    );
    return own.map((f) => f.storageKey);
  });
  // After commit: a failed removal leaves an orphaned blob, never a row pointing at nothing.
  await Promise.all(keys.map((key) => deleteFile(key).catch(() => {})));
  return readCert(actor, ref);
}
