import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import type { CertStatus, ClaimStatus, ContractSide } from '@/lib/db/generated/enums';

/*
 * What one party of a shared contract sees of the other's work (issue: "Each side sees the other's
 * issued documents, never its drafts, internal notes or workflow").
 *
 * A contract is one row shared by both accounts; each sees it through its own placement, whose
 * `side` says which documents are its own: the payee (claim side) writes claims, the payer (cert
 * side) writes certificates. For the other party's documents:
 *   - claims count once issued (and stay visible once certified); drafts, review and approved
 *     claims are the payee's alone;
 *   - certificates count once issued; pending, draft, review and approved ones are the payer's;
 *   - internal notes are never shown, only external notes;
 *   - approval workflows, their steps and their events are the owning account's alone;
 *   - files and comments are seen only when their author marked them shared (`isShared`).
 * The schedule of values (line items), payment terms and retention are the contract itself and
 * are seen by both. The claims and certificates services build their queries from these helpers
 * so the rule lives in one place.
 */

/** Claim statuses the payer sees. */
export const CLAIM_STATUSES_SHARED: readonly ClaimStatus[] = ['issued', 'certified'];
/** Certificate statuses the payee sees. */
export const CERT_STATUSES_SHARED: readonly CertStatus[] = ['issued'];

export interface Viewer {
  accountId: string;
  /** The viewer's side of this contract (its placement). */
  side: ContractSide;
}

/** The claims of a contract the viewer may read. */
export function visibleClaimsWhere(viewer: Viewer, contractId: string): Prisma.ClaimWhereInput {
  return viewer.side === 'claim'
    ? { contractId }
    : { contractId, status: { in: [...CLAIM_STATUSES_SHARED] } };
}

/** The certificates of a contract the viewer may read. */
export function visibleCertificatesWhere(viewer: Viewer, contractId: string): Prisma.CertificateWhereInput {
  return viewer.side === 'cert' ? { contractId } : { contractId, status: { in: [...CERT_STATUSES_SHARED] } };
}

/** Files: the viewer's own account's, and the other party's that were shared. */
export function visibleAttachmentsWhere(
  viewer: Pick<Viewer, 'accountId'>,
  where: Prisma.AttachmentWhereInput,
): Prisma.AttachmentWhereInput {
  return { AND: [where, { OR: [{ accountId: viewer.accountId }, { isShared: true }] }] };
}

/** Line-item comments: the same rule as files. */
export function visibleCommentsWhere(
  viewer: Pick<Viewer, 'accountId'>,
  where: Prisma.CommentWhereInput,
): Prisma.CommentWhereInput {
  return { AND: [where, { OR: [{ accountId: viewer.accountId }, { isShared: true }] }] };
}

/** Approval workflows are never shared: each account reads only its own. */
export function visibleWorkflowsWhere(
  viewer: Pick<Viewer, 'accountId'>,
  contractId: string,
): Prisma.ApprovalWorkflowWhereInput {
  return { contractId, accountId: viewer.accountId };
}

/** A claim or certificate as the viewer may see it: the author's internal notes removed. */
export function withoutInternalNotes<T extends { internalNotes: string | null }>(
  document: T,
  ownDocument: boolean,
): T {
  return ownDocument ? document : { ...document, internalNotes: null };
}

/** Whether the viewer wrote this kind of document: payees write claims, payers certificates. */
export function writes(viewer: Pick<Viewer, 'side'>, document: 'claim' | 'certificate'): boolean {
  return (document === 'claim') === (viewer.side === 'claim');
}
