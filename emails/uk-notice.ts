// A UK notice that is not a certificate (issue 32; HGCRA 1996 ss110B, 111): a pay less notice to the
// payee, or the payee's notice in default of a payment notice to the payer. Its words in the body
// (the same words as its PDF, lib/domain/uk-notices.ts ukNoticeParagraphs) and the PDF attached.
import { issuedDocumentEmail, type IssuedDocumentFiles, type IssuedDocumentPayload } from './issued-document';
import type { RenderedEmail } from './layout';

export interface UkNoticePayload extends IssuedDocumentPayload {
  noticeId: string;
  /** The statement naming the provision, then the notice's words. */
  paragraphs: string[];
}

export function ukNoticeEmail(p: UkNoticePayload & IssuedDocumentFiles): RenderedEmail {
  return issuedDocumentEmail(p, {
    paragraphs: [...p.paragraphs, 'The notice is attached as a PDF.'],
    action: undefined,
  });
}
