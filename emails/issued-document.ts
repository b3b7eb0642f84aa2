// What the emails that give an issued claim or certificate share: the greeting, links to the
// document's shared files and, for a bulk email, who else was sent it; the document's PDF, rendered
// when the email is sent from the figures frozen at issue, and the files chosen in the issue dialog.
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import { appUrl, layout, type RenderedEmail } from './layout';

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

async function attachments(p: IssuedDocumentPayload) {
  if (p.attachmentIds.length === 0) return [];
  const files = await db().attachment.findMany({
    where: { id: { in: p.attachmentIds }, contractId: p.contractId },
    select: { fileName: true, fileType: true, storageKey: true },
  });
  return Promise.all(
    files.map(async (f) => ({
      filename: f.fileName,
      content: await getFile(f.storageKey),
      contentType: f.fileType,
    })),
  );
}

export async function issuedDocumentEmail(
  p: IssuedDocumentPayload,
  document: {
    render(): Promise<{ filename: string; bytes: Buffer }>;
    /** What was issued and for how much, after the greeting. */
    paragraphs: string[];
    action: { label: string; url: string } | undefined;
  },
): Promise<RenderedEmail> {
  const [pdf, files] = await Promise.all([document.render(), attachments(p)]);
  const paragraphs = [
    `Dear ${p.recipientName},`,
    ...document.paragraphs,
    ...(p.sharedLinks.length
      ? ['Shared files:', ...p.sharedLinks.map((l) => `${l.fileName}: ${appUrl(l.path)}`)]
      : []),
    ...(p.alsoSentTo ? [`Sent to: ${p.alsoSentTo.join(', ')}`] : []),
  ];
  const email = layout(p.subject, paragraphs, document.action);
  return {
    ...email,
    attachments: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }, ...files],
  };
}
