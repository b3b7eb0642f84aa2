// The email that gives an issued payment certificate (payment schedule) to the claimer. The PDF is
// rendered when the email is sent, from the figures stored at issue, and the files chosen in the
// issue dialog are attached.
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import { renderCertDocument } from '@/lib/server/certs/cert-document';
import { appUrl, layout, type RenderedEmail } from './layout';

export interface IssueCertPayload {
  contractId: string;
  certId: string;
  subject: string;
  recipientName: string;
  certName: string;
  claimName: string;
  contractName: string;
  payerName: string;
  /** Formatted at issue in the contract's currency, e.g. '$12,345.67'. */
  scheduledAmount: string;
  claimedAmount: string;
  paymentDue: string;
  /** Certificate or contract files to attach; read from the file store when sending. */
  attachmentIds: string[];
  /** Download links for the certificate's shared files (/file/{token}). */
  sharedLinks: { fileName: string; path: string }[];
  /** When issued as a bulk email: every recipient, so each sees who else was sent it. */
  alsoSentTo: string[] | null;
  /** The claimer's page of the claim when it has an account here; null when it has none. */
  claimPath: string | null;
}

async function attachments(p: IssueCertPayload) {
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

export async function certIssuedEmail(p: IssueCertPayload): Promise<RenderedEmail> {
  const [pdf, files] = await Promise.all([renderCertDocument(p.contractId, p.certId), attachments(p)]);
  const paragraphs = [
    `Dear ${p.recipientName},`,
    `${p.payerName} has issued ${p.certName} for ${p.contractName}, in response to ${p.claimName}. The certificate is attached as a PDF.`,
    `Scheduled amount: ${p.scheduledAmount} (claimed: ${p.claimedAmount}), due for payment on ${p.paymentDue}.`,
    ...(p.sharedLinks.length
      ? ['Shared files:', ...p.sharedLinks.map((l) => `${l.fileName}: ${appUrl(l.path)}`)]
      : []),
    ...(p.alsoSentTo ? [`Sent to: ${p.alsoSentTo.join(', ')}`] : []),
  ];
  const action = p.claimPath ? { label: 'View the certified claim', url: appUrl(p.claimPath) } : undefined;
  const email = layout(p.subject, paragraphs, action);
  return {
    ...email,
    attachments: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }, ...files],
  };
}
