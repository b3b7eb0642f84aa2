'use client';
// The claim's review screen (spec §2 /review-claim/… and /make-claim/…/review): its figures read
// only, dates and statutory deadlines, the approval workflow, and the actions the caller may take
// now; issuing opens the issue dialog, and once issued "Resend by email" the resend dialog. Every
// action re-reads the claim afterwards.
import { ClaimCerts } from '@/components/certs/claim-certs';
import { useDocumentRead } from '../documents/use-document-read';
import { ClaimActions } from './claim-actions';
import { dayText } from '@/lib/domain/zoned-dates';
import { ClaimDates } from './claim-dates';
import type { ClaimRead } from './claim-json';
import type { ClaimIds } from '@/lib/paths/page-paths';
import { claimApi } from '@/lib/paths/api-paths';
import { ClaimFigures } from './claim-figures';
import { ClaimStatus } from './claim-status';
import { EmailDelivery } from '../documents/email-delivery';
import { IssueDialog } from '../documents/issue-dialog';
import { ReviewEnd, type ReviewPageProps, useReviewDialogs } from '../documents/review-end';
import { WorkflowPanel } from '../documents/workflow-panel';
import { SendToIntegration } from '../integrations/send-to-integration';

export function ClaimReview(props: ReviewPageProps<ClaimIds, ClaimRead> & { uploadLimit: number }) {
  const doc = useDocumentRead(props.initial, claimApi(props.ids));
  const { read, reload } = doc;
  const dialogs = useReviewDialogs();
  const { claim } = read;
  return (
    <>
      <section className="card" aria-labelledby="claim-state">
        <h2 id="claim-state">
          Status: <ClaimStatus status={claim.status} />
        </h2>
        {claim.served_at && <p>Served on {dayText(claim.served_at, props.timeZone)}.</p>}
        <EmailDelivery delivery={read.email_delivery} timeZone={props.timeZone} />
        <ClaimActions
          ids={props.ids}
          read={read}
          onChanged={reload}
          onIssue={dialogs.openIssue}
          onResend={dialogs.openResend}
        />
        {props.integration && ['issued', 'certified'].includes(claim.status) && (
          <SendToIntegration url={claimApi(props.ids, 'integration')} />
        )}
      </section>
      {['issued', 'certified'].includes(claim.status) && (
        <section className="card" aria-labelledby="claim-certs">
          <h2 id="claim-certs">Certificates</h2>
          <ClaimCerts
            ids={props.ids}
            currency={props.currency}
            timeZone={props.timeZone}
            claimedGross={claim.issued_totals?.gross_to_date ?? null}
          />
        </section>
      )}
      <section className="card" aria-labelledby="claim-dates">
        <h2 id="claim-dates">Period and due dates</h2>
        <ClaimDates dates={claim} deadlines={read.deadlines} />
      </section>
      <section className="card" aria-labelledby="claim-workflow">
        <h2 id="claim-workflow">Approval</h2>
        <WorkflowPanel workflow={read.workflow} status={claim.status} timeZone={props.timeZone} />
      </section>
      <ClaimFigures page={props} read={read} internalNotes={claim.claim_internal_notes} />
      <ReviewEnd
        term="Claim"
        api={(suffix) => claimApi(props.ids, suffix)}
        sizeLimit={props.uploadLimit}
        updatedAt={claim.updated_at}
        page={props}
        document={doc}
        dialogs={dialogs}
        IssueDialog={IssueDialog}
      />
    </>
  );
}
