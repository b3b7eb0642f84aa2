// The email that serves an issued claim. The claim PDF is rendered when the email is sent (from
// the figures frozen at issue), and the files chosen in the issue dialog are attached.
import { getFile } from '@/lib/files/store';
import { db } from '@/lib/db/client';
import { renderClaimDocument } from '@/lib/server/claims/claim-document';
import { appUrl, layout, type RenderedEmail } from './layout';

export interface IssueClaimPayload {
  contractId: string;
  claimId: string;
  subject: string;
  recipientName: string;
  claimName: string;
  contractName: string;
  payeeName: string;
  /** Formatted in the claim's currency at issue, e.g. '$12,345.67'. */
  amount: string;
  paymentDue: string;
  /** Claim or contract files to attach; read from the file store when sending. */
  attachmentIds: string[];
  /** Download links for the claim's shared files (/file/{token}). */
  sharedLinks: { fileName: string; path: string }[];
  /** When issued as a bulk email: every recipient, so each sees who else was served. */
  alsoSentTo: string[] | null;
  /** Where the payer finds the claim when it has an account here; null when it has none. */
  receivedPath: string | null;
}

async function attachments(p: IssueClaimPayload) {
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

export async function claimIssuedEmail(p: IssueClaimPayload): Promise<RenderedEmail> {
  const [pdf, files] = await Promise.all([renderClaimDocument(p.contractId, p.claimId), attachments(p)]);
  const paragraphs = [
    `Dear ${p.recipientName},`,
    `${p.payeeName} has issued ${p.claimName} for ${p.contractName}. The claim is attached as a PDF.`,
    `Claimed amount: ${p.amount}, due for payment on ${p.paymentDue}.`,
    ...(p.sharedLinks.length
      ? ['Shared files:', ...p.sharedLinks.map((l) => `${l.fileName}: ${appUrl(l.path)}`)]
      : []),
    ...(p.alsoSentTo ? [`Sent to: ${p.alsoSentTo.join(', ')}`] : []),
  ];
  const action = p.receivedPath ? { label: 'View claims received', url: appUrl(p.receivedPath) } : undefined;
  const email = layout(p.subject, paragraphs, action);
  return {
    ...email,
    attachments: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }, ...files],
  };
}
