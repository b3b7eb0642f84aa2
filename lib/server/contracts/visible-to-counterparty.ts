import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';

/*
 * What one party of a shared contract sees of the other's work (issue: "Each side sees the other's
 * issued documents, never its drafts, internal notes or workflow").
 *
 * A contract is one row shared by both accounts; each sees it through its own placement, whose
 * `side` says which documents are its own: the payee (claim side) writes claims, the payer (cert
 * side) writes certificates. Of the other party's documents:
 *   - claims count once served (issued, and still once certified): the payer reads them only
 *     through lib/domain/claim-status.ts's SERVED_STATUSES;
 *   - certificates count once issued: the payee reads them only through loadIssuedCert
 *     (lib/server/certs/load-cert.ts);
 *   - those readings answer without internal notes or approval workflows, which stay the owning
 *     account's (read-received-claim.ts, read-issued-cert.ts);
 *   - files are seen only when their author marked them shared (`isShared`): the rule below.
 * The schedule of values (line items), payment terms and retention are the contract itself and
 * are seen by both.
 */

/** Files: the viewer's own account's, and the other party's that were shared. */
export function visibleAttachmentsWhere(
  viewer: { accountId: string },
  where: Prisma.AttachmentWhereInput,
): Prisma.AttachmentWhereInput {
  return { AND: [where, { OR: [{ accountId: viewer.accountId }, { isShared: true }] }] };
}
