import 'server-only';
// Approving or rejecting a variation is the payer's decision, often taken while certifying the
// claim that asks for it. From a draft certificate it is the contract's own decision service
// (lib/server/line-items/decide-line-item.ts: the guarded status update, the reject reason shown to
// the claimer, the history row), reached through the payer's placement; then the certificate is
// read again, so the item's new status and its reason status show at once.
import { AppError } from '@/lib/errors/app-error';
import type { TDecideVariation } from '@/lib/schemas/certs';
import type { Actor } from '../session/resolve-actor';
import { decideLineItem } from '../line-items/decide-line-item';
import { loadPayerCert, type CertRef } from './load-cert';
import { readCert } from './read-cert';
import { CERT_NOT_DRAFT } from './update-cert';

export async function decideCertVariation(
  actor: Actor,
  ref: CertRef & { itemId: string },
  input: TDecideVariation,
) {
  const { cert } = await loadPayerCert(actor, ref, 'claim_or_cert');
  if (cert.status !== 'draft') throw new AppError('conflict', CERT_NOT_DRAFT);
  await decideLineItem(
    actor,
    { projectId: ref.projectId, contractId: ref.contractId },
    ref.itemId,
    input.status,
    input.reason,
  );
  return readCert(actor, ref);
}
