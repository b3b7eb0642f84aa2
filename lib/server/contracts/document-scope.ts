import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import type { AttachmentParent } from '../attachments/attachment-parent';
import { visibleAttachmentsWhere } from './visible-to-counterparty';

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

/** The contract as the parent of its documents, for the shared attachment operations. */
export function contractDocumentsParent(projectId: string, contractId: string): AttachmentParent {
  return {
    area: 'contract-documents',
    link: { contractId },
    refs: { projectId, contractId },
    actions: {
      added: 'contract.document_uploaded',
      shared: 'contract.document_updated',
      deleted: 'contract.document_deleted',
    },
  };
}
