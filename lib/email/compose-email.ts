import 'server-only';
// The message for an outbox row, composed when it is sent: the queued payload, plus what an email
// carries that is not stored with it — an issued claim's or certificate's PDF, rendered from the
// figures frozen at issue, and the files chosen in the issue dialog, read from the file store —
// handed to the pure templates of emails/.
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import { loadCertDocumentSource, renderCertDocument } from '@/lib/server/certs/cert-document';
import { loadClaimDocumentSource, renderClaimDocument } from '@/lib/server/claims/claim-document';
import type { IssuedDocumentPayload } from '@/emails/issued-document';
import type { EmailAttachment, RenderedEmail } from '@/emails/layout';
import { renderEmail, type EmailTemplate, type TemplatePayload } from '@/emails/templates';

async function chosenFiles(p: IssuedDocumentPayload): Promise<EmailAttachment[]> {
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

/** The document's PDF first, then the chosen files. */
async function issuedFiles(
  p: IssuedDocumentPayload,
  render: () => Promise<{ filename: string; bytes: Buffer }>,
): Promise<EmailAttachment[]> {
  const [pdf, files] = await Promise.all([render(), chosenFiles(p)]);
  return [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }, ...files];
}

export async function composeEmail(template: string, payload: unknown): Promise<RenderedEmail> {
  if (template === 'claim_issued') {
    const p = payload as TemplatePayload<'claim_issued'>;
    const files = await issuedFiles(p, () =>
      loadClaimDocumentSource(p.contractId, p.claimId).then(renderClaimDocument),
    );
    return renderEmail('claim_issued', { ...p, files });
  }
  if (template === 'cert_issued') {
    const p = payload as TemplatePayload<'cert_issued'>;
    const files = await issuedFiles(p, () =>
      loadCertDocumentSource(p.contractId, p.certId).then(renderCertDocument),
    );
    return renderEmail('cert_issued', { ...p, files });
  }
  return renderEmail(template as EmailTemplate, payload as never);
}
