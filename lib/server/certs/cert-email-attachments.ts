import 'server-only';
// The files chosen to go with an issued certificate's email: the certificate's own files, or the
// contract's documents, of the caller's account only. Their total is held to the configured
// file_upload_size_limit (spec §5), as for claims.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { readAppConfig } from '../config/app-config';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function checkCertEmailAttachments(
  actor: Actor,
  cert: { id: string; contractId: string },
  ids: string[],
): Promise<{ id: string }[]> {
  if (ids.length === 0) return [];
  const files = await db().attachment.findMany({
    where: {
      id: { in: ids },
      accountId: actor.accountId,
      OR: [
        { certId: cert.id, lineItemId: null },
        { contractId: cert.contractId, claimId: null, certId: null, paymentId: null },
      ],
    },
    select: { id: true, size: true },
  });
  if (files.length !== ids.length) {
    throw new AppError('invalid', [
      { field: 'attachments', message: 'Choose files attached to this certificate or to its contract.' },
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
  return files.map((f) => ({ id: f.id }));
}
