import 'server-only';
// Who renders the PDF an issued document's email carries: the services say, for each template
// that carries one (emails/templates.ts FileTemplate), how to render it from the queued payload
// (lib/server/jobs/email-documents.ts), so that the outbox needs no import of them. A message
// whose renderer was never given is not sent without its PDF: it fails, and is retried.
import type { EmailTemplate, FileTemplate, TemplatePayload } from '@/emails/templates';
import { processWide } from '@/lib/jobs/process-wide';

export interface RenderedPdf {
  filename: string;
  bytes: Buffer;
}

type Renderers = { [T in FileTemplate]?: (payload: TemplatePayload<T>) => Promise<RenderedPdf> };

const renderers = processWide('issuedPdfRenderers', (): Renderers => ({}));

/** Called once per process by the services, before the first email is sent. */
export function renderIssuedPdfsWith(given: Required<Renderers>): void {
  Object.assign(renderers, given);
}

const FILE_TEMPLATES: readonly string[] = [
  'claim_issued',
  'cert_issued',
  'retention_statement',
  'uk_notice',
] satisfies FileTemplate[];

export const carriesPdf = (template: EmailTemplate): template is FileTemplate =>
  FILE_TEMPLATES.includes(template);

export async function renderIssuedPdf<T extends FileTemplate>(
  template: T,
  payload: TemplatePayload<T>,
): Promise<RenderedPdf> {
  const render = renderers[template] as ((p: TemplatePayload<T>) => Promise<RenderedPdf>) | undefined;
  if (!render) throw new Error(`No renderer for the PDF of a ${template} email: the job runner sets them.`);
  return render(payload);
}
