import 'server-only';
// The message for an outbox row, composed when it is sent: the queued payload, plus what an email
// carries that is not stored with it — an issued claim's or certificate's PDF, rendered from the
// figures frozen at issue, and the files chosen in the issue dialog, read from the file store —
// handed to the pure templates of emails/.
import { db } from '@/lib/db/client';
import { getFile } from '@/lib/files/store';
import type { IssuedDocumentPayload } from '@/emails/issued-document';
import type { EmailAttachment, RenderedEmail } from '@/emails/layout';
import { renderEmail, type EmailTemplate, type TemplateInput } from '@/emails/templates';
import { carriesPdf, renderIssuedPdf } from './issued-pdfs';

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

export async function composeEmail(template: string, payload: unknown): Promise<RenderedEmail> {
  const name = template as EmailTemplate;
  if (!carriesPdf(name)) return renderEmail(name, payload as never);
  // The document's PDF first, then the chosen files.
  const queued = payload as TemplateInput<typeof name>;
  const [pdf, files] = await Promise.all([renderIssuedPdf(name, queued as never), chosenFiles(queued)]);
  return renderEmail(name, {
    ...queued,
    files: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }, ...files],
  } as never);
}
