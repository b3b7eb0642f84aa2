import 'server-only';
// The files chosen to go with an issued claim's or certificate's email: the document's own files
// (not a line's evidence), or the contract's documents (not another document's, nor a payment's
// remittance), of the caller's account only. Their total is held to file_upload_size_limit (§5),
// which the read answer also gives so the dialog can flag an oversized choice before sending.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { readAppConfig } from '../config/app-config';
import { documentRef, type DocumentKind } from './kinds';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function checkEmailAttachments(
  actor: Actor,
  kind: DocumentKind,
  document: { id: string; contractId: string },
  ids: string[],
): Promise<{ id: string; size: number }[]> {
  if (ids.length === 0) return [];
  const own = documentRef(kind, document.id);
  const files = await db().attachment.findMany({
    where: {
      id: { in: ids },
      accountId: actor.accountId,
      OR: [
        { ...own, lineItemId: null },
        { contractId: document.contractId, claimId: null, certId: null, paymentId: null },
      ],
    },
    select: { id: true, size: true },
  });
  if (files.length !== ids.length) {
    throw new AppError('invalid', [
      { field: 'attachments', message: `Choose files attached to this ${kind.noun} or to its contract.` },
    ]);
  }
  const total = files.reduce((sum, f) => sum + Number(f.size), 0);
  const limit = readAppConfig().file_upload_size_limit;
  if (total > limit) {
    throw new AppError('invalid', [
      {
        field: 'attachments',
        message: `The attachments come to ${megabytes(total)}, over the email limit of ${megabytes(limit)}. Share the larger files instead.`,
      },
    ]);
  }
  return files.map((f) => ({ id: f.id, size: Number(f.size) }));
}
