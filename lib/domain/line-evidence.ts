// Line-item evidence (spec §3 line item comments and files, §7 "lineitem comments"): the comments,
// photos, delivery dockets and measurement sheets behind one line of a claim or a certificate.
// Each piece belongs to the account that wrote the document and is either internal (it never
// leaves that account) or shared with the other party, who sees it read only once the document is
// served on it. Pure rules, so the server and the screens agree on what may be done.
//
// What may change when, as a quantity surveyor would keep the record:
// - Evidence never alters a figure: a comment or a file explains a line, the figures stay as saved
//   or as issued. So evidence may be ADDED at any status, even after the document is served (an
//   answer to the certifier's query, the delivery docket that arrived late), shared or internal.
// - Until the document is served (a claim issued, a certificate issued), everything is the
//   author's working file: edit, share, unshare and delete freely.
// - Once it is served, what the other party could see is part of the record it relied on: a shared
//   comment or file is fixed — no edit, no unsharing, no deletion. Internal evidence stays the
//   account's own working file and may still be edited, deleted or shared (which then fixes it).
// - A comment's words are changed only by the person who wrote them; anyone in the account who may
//   change the document may share or delete it (a colleague tidying up after someone has left).
//   A file has no words to put in someone's mouth: anyone who may change the document manages it.
// - Evidence lives in the app: the claim and certificate PDFs do not print it and the issue email
//   does not attach or link it (the document's own Files are for that). A printed schedule is the
//   statutory document; putting the other party's running commentary into it is a later decision.

export const EVIDENCE_COMMENT_MAX = 2_000;

export type EvidenceKind = 'comment' | 'file';
export type EvidenceAction = 'edit' | 'share' | 'unshare' | 'delete';

export interface EvidenceState {
  /** The caller's account wrote the document and the caller may change it (claim_or_cert). */
  canWrite: boolean;
  /** The document has been served on the other party (claim issued or certified; certificate issued). */
  served: boolean;
  /** The piece is shared with the other party. */
  shared: boolean;
  /** The caller wrote the comment (files: not asked). */
  isAuthor?: boolean;
}

/** Whether the caller may add evidence to a line of the document: at any status (see above). */
export function mayAddEvidence(canWrite: boolean): boolean {
  return canWrite;
}

/** What the caller may do with one piece of evidence, in a fixed order. */
export function evidenceActions(kind: EvidenceKind, s: EvidenceState): EvidenceAction[] {
  if (!s.canWrite) return [];
  if (s.served && s.shared) return [];
  const actions: EvidenceAction[] = [];
  if (kind === 'comment' && s.isAuthor) actions.push('edit');
  actions.push(s.shared ? 'unshare' : 'share');
  actions.push('delete');
  return actions;
}

/** Why an action the rules refuse is refused: the wording the API answers with. */
export function evidenceRefusal(kind: EvidenceKind, action: EvidenceAction, s: EvidenceState): string {
  const what = kind === 'comment' ? 'comment' : 'file';
  if (s.served && s.shared) {
    return `This ${what} was shared with the other party on a served document, so it stays as it is.`;
  }
  if (action === 'edit' && !s.isAuthor) return 'Only the person who wrote a comment can change its words.';
  return `This ${what} cannot be changed.`;
}

/** Statuses at which each document has been served on the other party. */
export const SERVED_CLAIM_STATUSES: readonly string[] = ['issued', 'certified'];
export const SERVED_CERT_STATUSES: readonly string[] = ['issued'];

export function isServed(document: 'claim' | 'certificate', status: string): boolean {
  return (document === 'claim' ? SERVED_CLAIM_STATUSES : SERVED_CERT_STATUSES).includes(status);
}
