// What the emails that give an issued claim or certificate share: the greeting, links to the
// document's shared files and, for a bulk email, who else was sent it; and the files it carries —
// the document's PDF, rendered from the figures frozen at issue, and the files chosen in the issue
// dialog — which the outbox reads when it sends the email (lib/email/compose-email.ts) and passes in.
import { appUrl, layout, type EmailAttachment, type RenderedEmail } from './layout';

export interface IssuedDocumentPayload {
  contractId: string;
  subject: string;
  recipientName: string;
  /** The document's or the contract's files to attach; read from the file store when sending. */
  attachmentIds: string[];
  /** Download links for the document's shared files (/file/{token}). */
  sharedLinks: { fileName: string; path: string }[];
  /** When issued as a bulk email: every recipient, so each sees who else was sent it. */
  alsoSentTo: string[] | null;
}

/** Read when the email is sent, never stored in the outbox: the PDF first, then the chosen files. */
export interface IssuedDocumentFiles {
  files: EmailAttachment[];
}

export function issuedDocumentEmail(
  p: IssuedDocumentPayload & IssuedDocumentFiles,
  document: {
    /** What was issued and for how much, after the greeting. */
    paragraphs: string[];
    action: { label: string; url: string } | undefined;
  },
): RenderedEmail {
  const paragraphs = [
    `Dear ${p.recipientName},`,
    ...document.paragraphs,
    ...(p.sharedLinks.length
      ? ['Shared files:', ...p.sharedLinks.map((l) => `${l.fileName}: ${appUrl(l.path)}`)]
      : []),
    ...(p.alsoSentTo ? [`Sent to: ${p.alsoSentTo.join(', ')}`] : []),
  ];
  return { ...layout(p.subject, paragraphs, document.action), attachments: p.files };
}
