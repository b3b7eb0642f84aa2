import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import { visibleAttachmentsWhere } from '../invitations/visible-to-counterparty';

/** Files attached to the contract itself, not to one of its claims, certificates, items or payments. */
function contractDocuments(contractId: string): Prisma.AttachmentWhereInput {
  return { contractId, claimId: null, certId: null, lineItemId: null, paymentId: null };
}

/** The contract documents an account may see: its own, and those the other party shared. */
export function visibleDocuments(contractId: string, accountId: string): Prisma.AttachmentWhereInput {
  return visibleAttachmentsWhere({ accountId }, contractDocuments(contractId));
}

/** The ones it may change or delete: only its own. */
export function ownDocuments(contractId: string, accountId: string): Prisma.AttachmentWhereInput {
  return { ...contractDocuments(contractId), accountId };
}
