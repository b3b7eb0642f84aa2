import 'server-only';
// Every PDF the app makes, by name: what the pool's workers render (pool/render-worker.ts) and what
// a caller names when it asks for one (pool/render-pdf.ts). Each takes plain data only, as it must
// cross to a worker thread.
import type { InternalReport } from '@/lib/domain/retention-internal-report';
import type { StatementContent } from '@/lib/domain/retention-statements';
import type { UkNoticeContent } from '@/lib/domain/uk-notices';
import type { CertPdfInput } from './cert-pdf-types';
import { renderCertPdf } from './cert-pdf';
import type { ClaimPdfInput } from './claim-pdf-types';
import { renderClaimPdf } from './claim-pdf';
import { renderInternalReportPdf } from './retention-internal-report-pdf';
import { renderStatementPdf } from './retention-statement-pdf';
import { renderUkNoticePdf } from './uk-notice-pdf';

export interface PdfInputs {
  claim: ClaimPdfInput;
  cert: CertPdfInput;
  retentionStatement: StatementContent;
  retentionInternalReport: InternalReport;
  ukNotice: UkNoticeContent;
}

export type PdfKind = keyof PdfInputs;

export const RENDERERS: { [K in PdfKind]: (input: PdfInputs[K]) => Promise<Buffer> } = {
  claim: renderClaimPdf,
  cert: renderCertPdf,
  retentionStatement: renderStatementPdf,
  retentionInternalReport: renderInternalReportPdf,
  ukNotice: renderUkNoticePdf,
};

/** A PDF rendered on the calling thread: what the workers run, and the comparison the tests make. */
export function renderPdfHere<K extends PdfKind>(kind: K, input: PdfInputs[K]): Promise<Buffer> {
  return (RENDERERS[kind] as (input: PdfInputs[K]) => Promise<Buffer>)(input);
}
