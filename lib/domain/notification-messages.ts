// What the bell and /notice say about each event, in the words a QS uses: the document's own name
// (which already carries its account's term, 'Payment Claim 3 – November 2026'), the other party
// and the contract. Pure: the services pass in names they have already read.

/** A comment is quoted up to this many characters; the document's page has the rest. */
export const COMMENT_QUOTE_CHARS = 140;

export type NotificationEvent =
  | { kind: 'claim.received'; claim: string; from: string; contract: string }
  | { kind: 'claim.issued'; claim: string; to: string; contract: string; by: string }
  | { kind: 'certificate.received'; cert: string; claim: string; from: string; contract: string }
  | { kind: 'certificate.issued'; cert: string; claim: string; to: string; contract: string; by: string }
  | { kind: 'approval.needed'; document: string; contract: string; step: string | null; by: string }
  | {
      kind: 'approval.step_reverted';
      document: string;
      contract: string;
      step: string | null;
      by: string;
      comment: string | null;
    }
  | { kind: 'approval.approved'; document: string; contract: string; by: string }
  | { kind: 'approval.reverted'; document: string; contract: string; by: string; comment: string | null }
  | { kind: 'payment.recorded'; amount: string; cert: string; contract: string; by: string }
  | { kind: 'invitation.accepted'; contract: string; by: string }
  | { kind: 'invitation.declined'; contract: string; by: string };

export type NotificationKind = NotificationEvent['kind'];

function quote(comment: string | null): string {
  const text = comment?.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const cut = text.length > COMMENT_QUOTE_CHARS ? `${text.slice(0, COMMENT_QUOTE_CHARS - 1)}…` : text;
  return `: “${cut}”`;
}

const atStep = (step: string | null) => (step ? ` at step ${step}` : '');

export function notificationMessage(e: NotificationEvent): string {
  switch (e.kind) {
    case 'claim.received':
      return `${e.claim} received from ${e.from} on ${e.contract}`;
    case 'claim.issued':
      return `${e.claim} on ${e.contract} was issued to ${e.to} by ${e.by}`;
    case 'certificate.received':
      return `${e.cert} received from ${e.from} for ${e.claim} on ${e.contract}`;
    case 'certificate.issued':
      return `${e.cert} for ${e.claim} on ${e.contract} was issued to ${e.to} by ${e.by}`;
    case 'approval.needed':
      return `${e.document} on ${e.contract} needs your approval${atStep(e.step)} (sent on by ${e.by})`;
    case 'approval.step_reverted':
      return `${e.document} on ${e.contract} was sent back to you${atStep(e.step)} by ${e.by}${quote(e.comment)}`;
    case 'approval.approved':
      return `${e.document} on ${e.contract} was approved by ${e.by}`;
    case 'approval.reverted':
      return `${e.document} on ${e.contract} was reverted to draft by ${e.by}${quote(e.comment)}`;
    case 'payment.recorded':
      return `Payment of ${e.amount} against ${e.cert} on ${e.contract} recorded by ${e.by}`;
    case 'invitation.accepted':
      return `${e.by} accepted your invitation to ${e.contract}`;
    case 'invitation.declined':
      return `${e.by} declined your invitation to ${e.contract}`;
  }
}
