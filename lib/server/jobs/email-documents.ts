import 'server-only';
// The PDFs that issued claims', certificates', retention statements' and UK notices' emails carry, rendered from the figures frozen at
// issue when the email is sent: handed to the outbox (lib/email/issued-pdfs.ts) by whoever runs
// its jobs, so that the outbox imports no service.
import { renderIssuedPdfsWith } from '@/lib/email/issued-pdfs';
import { loadCertDocumentSource, renderCertDocument } from '../certs/cert-document';
import { loadClaimDocumentSource, renderClaimDocument } from '../claims/claim-document';
import { renderStatementDocument } from '../retention-trust/statement-document';
import { renderUkNoticeDocument } from '../uk-notices/uk-notice-document';

export function renderEmailDocuments(): void {
  renderIssuedPdfsWith({
    claim_issued: (p) => loadClaimDocumentSource(p.contractId, p.claimId).then(renderClaimDocument),
    cert_issued: (p) => loadCertDocumentSource(p.contractId, p.certId).then(renderCertDocument),
    retention_statement: (p) => renderStatementDocument(p.contractId, p.statementId),
    uk_notice: (p) => renderUkNoticeDocument(p.contractId, p.noticeId),
  });
}
