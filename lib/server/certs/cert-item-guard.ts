import 'server-only';
// The guard an item added to or deleted from a draft certificate writes under (add-cert-item.ts,
// delete-cert-item.ts): the contract's schedule lock (as every schedule write takes it,
// line-items/write-schedule.ts), then the certificate's row locked only while it is still a draft —
// a certificate sent for approval or issued meanwhile answers 409, and a save of the draft waits.
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import { CERT_NOT_DRAFT } from './update-cert';

export async function lockOpenCert(tx: Tx, contractId: string, certId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM contracts WHERE id = ${contractId}::uuid FOR UPDATE`;
  const open = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM certificates WHERE id = ${certId}::uuid AND status = 'draft' FOR UPDATE`;
  if (open.length !== 1) throw new AppError('conflict', CERT_NOT_DRAFT);
}

/** The history refs of a certificate's row. */
export const certItemRefs = (projectId: string, claimId: string, certId: string, contractId: string) => ({
  projectId,
  contractId,
  claimId,
  certId,
});
