// A statement to the payee of the retention money held on trust for it (issue 31; CCA s18FD): a
// transaction report, a quarterly statement or a notice of intended use, its words in the body (the
// same words as its PDF, lib/domain/retention-statements.ts statementParagraphs) and the PDF attached.
import { issuedDocumentEmail, type IssuedDocumentFiles, type IssuedDocumentPayload } from './issued-document';
import type { RenderedEmail } from './layout';

export interface RetentionStatementPayload extends IssuedDocumentPayload {
  statementId: string;
  paragraphs: string[];
}

export function retentionStatementEmail(p: RetentionStatementPayload & IssuedDocumentFiles): RenderedEmail {
  return issuedDocumentEmail(p, {
    paragraphs: [...p.paragraphs, 'The statement is attached as a PDF.'],
    action: undefined,
  });
}
