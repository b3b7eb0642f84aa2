import 'server-only';
// The document a line's evidence belongs to, reached the way its own screens reach it: the payee's
// claim through its claim contract, a claim served on the payer through its cert contract, a
// certificate through the payer's cert contract (its own) or, for the payee, only once issued.
// Anything else answers 404. The evidence of a claim is written by the payee's account only, that
// of a certificate by the payer's; the other party reads the shared pieces of a served document.
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import { db } from '@/lib/db/client';
import type { Action } from '@/lib/domain/permissions';
import {
  evidenceActions,
  evidenceRefusal,
  isServed,
  type EvidenceAction,
  type EvidenceKind,
} from '@/lib/domain/line-evidence';
import { docFieldMismatches } from '@/lib/schemas/line-evidence';
import type { Actor } from '../session/resolve-actor';
import { allowed } from '../permissions/authorize';
import { claimRefOf, loadClaimerClaim, loadPayerClaim, type ClaimRef } from '../claims/load-claim';
import { certRefOf, loadIssuedCert, loadPayerCert, type CertRef } from '../certs/load-cert';
import { loadContract } from '../contracts/load-contract';

/** Which route family the request came through (the path names the document). */
export type EvidenceTarget =
  /** /api/claim/…/claim/{cl}: the payee's own claim. */
  | { document: 'claim'; ref: ClaimRef }
  /** /api/payclaim/…/claim/{cl}: a claim served on the payer. */
  | { document: 'served_claim'; ref: ClaimRef }
  /** /api/cert/…/cert/{cert}: the payer's own certificate, or for the payee an issued one. */
  | { document: 'cert'; ref: CertRef };

type ClaimParams = { g: string; c: string; cl: string };

/** The targets of each route family, from its params. */
export const claimTarget = (p: ClaimParams): EvidenceTarget => ({ document: 'claim', ref: claimRefOf(p) });
export const servedClaimTarget = (p: ClaimParams): EvidenceTarget => ({
  document: 'served_claim',
  ref: claimRefOf(p),
});
export const certTarget = (p: ClaimParams & { cert: string }): EvidenceTarget => ({
  document: 'cert',
  ref: certRefOf(p),
});

export interface EvidenceDocument {
  kind: 'claim' | 'certificate';
  /** The claim's or the certificate's id. */
  id: string;
  projectId: string;
  contractId: string;
  claimId: string;
  status: string;
  /** When it was served on the other party (claim served, certificate issued); null before. */
  servedAt: Date | null;
  /** The caller's account wrote it: its evidence is the caller's. Else the caller is the other party. */
  own: boolean;
  /** The caller may change its evidence (its own document, with the claim_or_cert permission). */
  canWrite: boolean;
}

/**
 * The document as the caller may reach it. `action` 'claim_or_cert' asks to change its evidence:
 * only the author's account can (the other party's routes answer 404, as the document's own do),
 * and the caller's role must allow it (403).
 */
export async function resolveDocument(
  actor: Actor,
  target: EvidenceTarget,
  action: Action = 'view',
): Promise<EvidenceDocument> {
  const write = action !== 'view';
  if (target.document === 'claim') {
    const { claim, projectId } = await loadClaimerClaim(actor, target.ref, action);
    return {
      kind: 'claim',
      id: claim.id,
      projectId,
      contractId: claim.contractId,
      claimId: claim.id,
      status: claim.status,
      servedAt: claim.servedAt,
      own: true,
      canWrite: write || (await mayWrite(actor, projectId, claim.contractId)),
    };
  }
  if (target.document === 'served_claim') {
    if (write) throw new AppError('not_found');
    const { claim, projectId, reverted } = await loadPayerClaim(actor, target.ref);
    // A claim pulled back to draft is not served any more: nothing of it is shown (§2 reverted page).
    if (reverted) throw new AppError('not_found');
    return {
      kind: 'claim',
      id: claim.id,
      projectId,
      contractId: claim.contractId,
      claimId: claim.id,
      status: claim.status,
      servedAt: claim.servedAt,
      own: false,
      canWrite: false,
    };
  }
  const { side } = await loadContract(actor, target.ref.contractId, { projectId: target.ref.projectId });
  if (side === 'cert') {
    const { cert, projectId } = await loadPayerCert(actor, target.ref, action);
    return {
      kind: 'certificate',
      id: cert.id,
      projectId,
      contractId: cert.contractId,
      claimId: cert.claimId,
      status: cert.status,
      servedAt: cert.servedAt,
      own: true,
      canWrite: write || (await mayWrite(actor, projectId, cert.contractId)),
    };
  }
  if (write) throw new AppError('not_found');
  const { cert, projectId } = await loadIssuedCert(actor, target.ref);
  return {
    kind: 'certificate',
    id: cert.id,
    projectId,
    contractId: cert.contractId,
    claimId: cert.claimId,
    status: cert.status,
    servedAt: cert.servedAt,
    own: false,
    canWrite: false,
  };
}

/**
 * The spec's client names the document in the body too (is_claim, doc_uuid, comment_id): where it
 * does, it must be the one in the path (422 naming the field otherwise).
 */
export function assertBodyNamesTarget(
  target: EvidenceTarget,
  body: { is_claim?: boolean; doc_uuid?: string; comment_id?: string },
  commentId?: string,
): void {
  const wrong = docFieldMismatches(body, {
    isClaim: target.document !== 'cert',
    docId: target.document === 'cert' ? target.ref.certId : target.ref.claimId,
    commentId,
  });
  if (wrong.length > 0) throw new AppError('invalid', wrong);
}

function mayWrite(actor: Actor, projectId: string, contractId: string): Promise<boolean> {
  return allowed(actor, 'contract', 'claim_or_cert', { projectId, contractId });
}

/** The columns that tie evidence to its document: a claim's never carry a certificate, nor the reverse. */
export function docLink(doc: EvidenceDocument): { claimId: string } | { certId: string } {
  return doc.kind === 'claim' ? { claimId: doc.id } : { certId: doc.id };
}

/** The evidence the caller may see on the document: all of its own account's, else the shared pieces. */
export function visibleWhere(actor: Actor, doc: EvidenceDocument) {
  return doc.own ? { ...docLink(doc), accountId: actor.accountId } : { ...docLink(doc), isShared: true };
}

/** History references of the document (its rows appear in the document's own history). */
export function docRefs(doc: EvidenceDocument) {
  return {
    projectId: doc.projectId,
    contractId: doc.contractId,
    claimId: doc.claimId,
    ...(doc.kind === 'certificate' ? { certId: doc.id } : {}),
  };
}

/** A line of the document's contract, or 404 (a line item is never reached by its id alone). */
export async function loadLine(doc: EvidenceDocument, itemId: string) {
  const line = await db().lineItem.findFirst({
    where: { id: itemId, contractId: doc.contractId },
    select: { id: true, label: true, description: true },
  });
  if (!line) throw new AppError('not_found');
  return line;
}

/**
 * Inside an adding transaction: locks the line (FOR SHARE) so that a deletion of it waits, or has
 * already happened and answers 404 here (line-items/delete-line-item.ts refuses to delete a line
 * with evidence, counting it under its own lock).
 */
export async function lockLine(tx: Tx, doc: EvidenceDocument, lineItemId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM line_items WHERE id = ${lineItemId}::uuid AND contract_id = ${doc.contractId}::uuid
    FOR SHARE`;
  if (rows.length === 0) throw new AppError('not_found');
}

/** How a line is named in history rows: 'Ref Description'. */
export const lineName = (line: { label: string | null; description: string }) =>
  [line.label, line.description].filter(Boolean).join(' ');

/**
 * Inside a change's transaction: locks the document's row (FOR SHARE, so an issue running at the
 * same moment either commits first — and is seen here — or waits for this change) and answers the
 * document with its status and service time as they are now.
 */
export async function lockDocument(tx: Tx, doc: EvidenceDocument): Promise<EvidenceDocument> {
  const rows =
    doc.kind === 'claim'
      ? await tx.$queryRaw<{ status: string; served_at: Date | null }[]>`
          SELECT status::text AS status, served_at FROM claims WHERE id = ${doc.id}::uuid FOR SHARE`
      : await tx.$queryRaw<{ status: string; served_at: Date | null }[]>`
          SELECT status::text AS status, issued_at AS served_at FROM certificates
          WHERE id = ${doc.id}::uuid FOR SHARE`;
  const row = rows[0];
  if (!row) throw new AppError('not_found');
  return { ...doc, status: row.status, servedAt: row.served_at };
}

/**
 * Refuses a change the rules of lib/domain/line-evidence.ts do not allow now: checked inside the
 * transaction against the document's locked status. A comment's words by someone else are 403;
 * anything fixed by service is 409 with the reason. Answers the document as it is now.
 */
export async function assertMayChange(
  tx: Tx,
  actor: Actor,
  doc: EvidenceDocument,
  kind: EvidenceKind,
  wanted: EvidenceAction[],
  piece: { isShared: boolean; authorId?: string },
): Promise<EvidenceDocument> {
  const now = await lockDocument(tx, doc);
  const served = isServed(now.kind, now.status);
  const state = {
    canWrite: doc.canWrite,
    served,
    shared: piece.isShared,
    isAuthor: piece.authorId === actor.userId,
  };
  const allowedNow = evidenceActions(kind, state);
  const refused = wanted.find((a) => !allowedNow.includes(a));
  if (!refused) return now;
  const code =
    refused === 'edit' && !state.isAuthor && !(served && piece.isShared) ? 'forbidden' : 'conflict';
  throw new AppError(code, evidenceRefusal(kind, refused, state));
}
