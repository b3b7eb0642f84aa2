import 'server-only';
// POST …/cert/{cert}/item (spec §7 cert "item POST multipart"; §3 cert line item extra_info
// is_auto_created). What a payer adding an item while certifying means in ClaimCert:
//
//   The payer adds a line to the contract's schedule from its draft certificate: a variation it
//   directs, or a deduction or contra charge (a negative quantity or rate). It is the payer's own
//   decision, so the variation is approved at once; it is marked as added from this certificate
//   (line_items.added_from_cert_id, shown as is_auto_created), certified in this certificate at its
//   full value with the reason given (the claim has nothing on it, so a reason is due, §5), and its
//   evidence files, sent in the same request, are the certificate's files on that line. The line is
//   then part of the schedule both parties read: the claimer sees it on the certificate once issued,
//   and may claim it on later claims like any approved variation. Deleting it is
//   delete-cert-item.ts.
//
// Payer only (the certificate is reached through the payer's placement), draft certificates only,
// in one transaction: the contract's schedule lock, the certificate still a draft (checked under its
// row lock, 409 otherwise), the item, its certified line, its files and the history row. The files
// are checked (size, document kind) and stored first; if the transaction fails they are removed.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TCertItemData } from '@/lib/schemas/line-items';
import type { Actor } from '../session/resolve-actor';
import { recordHistory } from '../history';
import { storeUpload, type StoredUpload } from '../attachments/store-upload';
import { EMPTY_VALUES, valuesOrThrow } from '../line-items/kind-fields';
import { diffFields, recordLineItemChange } from '../line-items/record-change';
import { contractToday } from '../line-items/write-schedule';
import { lockOpenCert, certItemRefs } from './cert-item-guard';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';
import { CERT_NOT_DRAFT } from './update-cert';

/** Stores each file (checked as contract documents are), then runs `write`; on failure removes them all. */
function storeAll<T>(
  actor: Actor,
  files: readonly File[],
  write: (uploads: StoredUpload[]) => Promise<T>,
  stored: StoredUpload[] = [],
): Promise<T> {
  if (stored.length === files.length) return write(stored);
  const how = { area: 'cert-attachments' as const, fallbackName: 'evidence', documentsOnly: true };
  return storeUpload(actor, files[stored.length]!, how, (upload) =>
    storeAll(actor, files, write, [...stored, upload]),
  );
}

export async function addCertItem(actor: Actor, ref: CertRef, data: TCertItemData, files: readonly File[]) {
  const { cert, claim, projectId, contract } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'draft') throw new AppError('conflict', CERT_NOT_DRAFT);
  const values = valuesOrThrow(EMPTY_VALUES, data);
  const today = contractToday(contract.timeZone);
  const itemId = await storeAll(actor, files, (uploads) =>
    db().$transaction(async (tx) => {
      await lockOpenCert(tx, contract.id, cert.id);
      const last = await tx.lineItem.aggregate({
        where: { contractId: contract.id, kind: 'variation', parentId: null },
        _max: { position: true },
      });
      const row = await tx.lineItem.create({
        data: {
          contractId: contract.id,
          kind: 'variation',
          position: (last._max.position ?? -1) + 1,
          label: data.label ?? null,
          description: data.description,
          detailedDescription: data.detailed_description ?? null,
          valueType: values.valueType,
          quantity: values.quantity === null ? null : BigInt(values.quantity),
          unit: data.unit ?? null,
          rate: values.rate === null ? null : BigInt(values.rate),
          total: BigInt(values.total),
          excludeRetention: data.exclude_retention ?? false,
          approvalStatus: 'approved',
          variationReference: data.variation_reference ?? null,
          variationType: 'basic',
          submitDate: today,
          approvedDate: today,
          addedFromCertId: cert.id,
        },
      });
      await tx.certLineItem.create({
        data: {
          certId: cert.id,
          lineItemId: row.id,
          certOption: 'value',
          toDateValue: BigInt(values.total),
          reason: data.reason,
        },
      });
      if (uploads.length) {
        await tx.attachment.createMany({
          data: uploads.map((u) => ({
            ...u,
            contractId: contract.id,
            certId: cert.id,
            lineItemId: row.id,
            isShared: data.files_shared,
          })),
        });
      }
      const refs = certItemRefs(projectId, claim.id, cert.id, contract.id);
      await recordLineItemChange(
        tx,
        actor,
        { projectId, contractId: contract.id },
        'line_item.created',
        row,
        {
          changes: diffFields({}, row),
        },
      );
      await recordHistory(tx, actor, 'certificate.item_added', refs, {
        item_id: row.id,
        ref: row.label,
        description: row.description,
        certified: values.total,
        files: uploads.map((u) => u.fileName),
      });
      return row.id;
    }),
  );
  return { item_id: itemId, ...(await readCert(actor, ref)) };
}
