'use client';
// The payer's certificate screens after editing (spec §2 /make-cert/…/review and /review-cert/…/
// approved): the figures read only, the approval workflow and the actions the caller may take now;
// issuing opens the issue dialog. Once issued, the payments against it, and "Resend by email" opens
// the resend dialog. Every action re-reads the certificate afterwards.
import { EmailDelivery } from '@/components/documents/email-delivery';
import { ReviewEnd, type ReviewPageProps, useReviewDialogs } from '@/components/documents/review-end';
import { WorkflowPanel } from '@/components/documents/workflow-panel';
import { useDocumentRead } from '@/components/documents/use-document-read';
import { CertActions } from './cert-actions';
import { CertFigures } from './cert-figures';
import { CertPayments } from './cert-payments';
import { CertIssueDialog } from './cert-issue-dialog';
import type { CertRead } from './cert-json';
import { CertLedgerNotice } from './cert-ledger-notice';
import type { CertIds } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';
import { CertSummary } from './cert-summary';
import { SendToIntegration } from '@/components/integrations/send-to-integration';

export function CertReview(props: ReviewPageProps<CertIds, CertRead>) {
  const doc = useDocumentRead(props.initial, certApi(props.ids));
  const { read, reload } = doc;
  const dialogs = useReviewDialogs();
  const { cert } = read;
  return (
    <>
      <CertLedgerNotice
        ledger={read.ledger}
        claimName={read.claim.payclaim_name}
        currency={props.currency}
        issued={cert.cert_status === 'issued'}
      />
      <CertSummary read={read} currency={props.currency} />
      <section className="card" aria-labelledby="cert-actions">
        <h2 id="cert-actions">What next</h2>
        {read.missing_reasons.length > 0 && (
          <p className="field-error" role="alert">
            {read.missing_reasons.length} item{read.missing_reasons.length === 1 ? '' : 's'} certified
            differently from the claim {read.missing_reasons.length === 1 ? 'has' : 'have'} no reason: edit
            the certificate to give {read.missing_reasons.length === 1 ? 'it' : 'them'} before it can be sent
            or issued.
          </p>
        )}
        <EmailDelivery delivery={read.email_delivery} timeZone={props.timeZone} />
        <CertActions
          ids={props.ids}
          read={read}
          onChanged={reload}
          onIssue={dialogs.openIssue}
          onResend={dialogs.openResend}
        />
        {props.integration && cert.cert_status === 'issued' && (
          <SendToIntegration url={certApi(props.ids, 'integration/issue')} />
        )}
      </section>
      {cert.issued_totals && (
        <section className="card" aria-labelledby="cert-payments">
          <h2 id="cert-payments">Payments</h2>
          <CertPayments
            ids={props.ids}
            currency={props.currency}
            scheduledAmount={cert.issued_totals.total_including_gst}
            canRecord={read.actions.includes('record_payment')}
            timeZone={read.contract.time_zone}
            certificateName={cert.name}
            sizeLimit={read.file_upload_size_limit}
          />
        </section>
      )}
      <section className="card" aria-labelledby="cert-workflow">
        <h2 id="cert-workflow">Approval</h2>
        <WorkflowPanel
          workflow={read.workflow}
          status={cert.cert_status}
          timeZone={props.timeZone}
          term="certificate"
        />
      </section>
      <CertFigures page={props} read={read} internalNotes={cert.internal_notes} />
      <ReviewEnd
        term="Certificate"
        api={(suffix) => certApi(props.ids, suffix)}
        updatedAt={cert.updated_at}
        page={props}
        document={doc}
        dialogs={dialogs}
        IssueDialog={CertIssueDialog}
      />
    </>
  );
}
