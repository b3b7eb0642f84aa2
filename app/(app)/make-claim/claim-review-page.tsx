import 'server-only';
// The claim's review screens (spec §2): /make-claim/…/{claimId}/review (the claimer's look before
// sending), /review-claim/…/{claimId} (approval and issue) and …/approved. The payer, on its cert
// contract, sees the claim as served instead.
import { redirect } from 'next/navigation';
import { ClaimReview } from '@/components/claims/claim-review';
import { reviewClaimPage } from '@/lib/paths/page-paths';
import { ClaimStatus } from '@/components/claims/claim-status';
import { ReceivedClaim } from '@/components/claims/received-claim';
import { countryInfo } from '@/lib/domain/countries';
import { integrationPushAvailable } from '@/lib/server/integration-sync/push-now';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { LineEvidenceProvider } from '@/components/line-evidence/evidence-context';
import { UkNoticesPanel } from '@/components/uk-notices/uk-notices-panel';
import { ukNoticesForPage } from '@/lib/server/uk-notices/uk-notices-section';
import { ClaimPageHeader } from './claim-page-header';
import { ownClaimEvidence, servedClaimEvidence } from './load-evidence';
import { loadClaimPage, type ContractRouteParams } from './load-claim-page';
import { SupportingStatementForm } from '@/components/claims/supporting-statement-form';
import {
  readReceivedSupportingStatement,
  readSupportingStatement,
} from '@/lib/server/claims/supporting-statement';
import { SupportingStatementSummary } from '@/components/claims/supporting-statement-summary';
import { claimApi } from '@/lib/paths/api-paths';
import { dayIn } from '@/lib/domain/zoned-dates';

export type ReviewVariant = 'draft' | 'review' | 'approved';

const HEADINGS: Record<ReviewVariant, string> = {
  draft: 'Review',
  review: 'Review',
  approved: 'Approved claim',
};

export async function ClaimReviewPage(props: {
  params: ContractRouteParams;
  claimId: string;
  variant: ReviewVariant;
}) {
  const page = await loadClaimPage({ ...props.params, claimId: props.claimId });
  const ids = { ...page.ids, claimId: props.claimId };
  const claimRef = { projectId: ids.projectId, contractId: ids.contractId, claimId: ids.claimId };
  if (page.served) {
    const { claim, contract } = page.served;
    const ukNotices = await ukNoticesForPage(page.session.actor, claimRef, 'cert', contract.country);
    const { statement } = await readReceivedSupportingStatement(page.session.actor, claimRef);
    return (
      <>
        <ClaimPageHeader page={page} crumb={claim.payclaim_name}>
          {claim.payclaim_name} <ClaimStatus status={claim.status} />
        </ClaimPageHeader>
        <LineEvidenceProvider
          sources={await servedClaimEvidence(page.session.actor, ids)}
          timeZone={page.timeZone}
          sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
        >
          <ReceivedClaim
            ids={ids}
            served={page.served}
            currency={page.currency}
            taxName={countryInfo(contract.country).taxName}
            timeZone={page.timeZone}
          />
        </LineEvidenceProvider>
        {ukNotices && <UkNoticesPanel ids={ids} side="cert" initial={ukNotices} />}
        {statement && <SupportingStatementSummary statement={statement} currency={page.currency} />}
      </>
    );
  }
  const read = page.payee!;
  // The approved view is for approved claims and after; earlier ones open on their review screen.
  if (props.variant === 'approved' && ['draft', 'review'].includes(read.claim.status))
    redirect(reviewClaimPage(ids));
  // A UK claim once served: the notices given on it, and the payee's default notice.
  const served = ['issued', 'certified'].includes(read.claim.status);
  const ukNotices = served
    ? await ukNoticesForPage(page.session.actor, claimRef, 'claim', read.contract.country)
    : null;
  // The NSW supporting statement (s13(7)): shown beside the issue, made while the claim is a draft.
  const statement = await readSupportingStatement(page.session.actor, claimRef);
  return (
    <>
      <ClaimPageHeader page={page} crumb={read.claim.payclaim_name}>
        {HEADINGS[props.variant]}: {read.claim.payclaim_name}
      </ClaimPageHeader>
      <LineEvidenceProvider
        sources={await ownClaimEvidence(page.session.actor, ids)}
        timeZone={page.timeZone}
        sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
      >
        <ClaimReview
          ids={ids}
          initial={read}
          currency={page.currency}
          taxName={countryInfo(read.contract.country).taxName}
          timeZone={page.timeZone}
          uploadLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
          integration={await integrationPushAvailable(page.session.actor, ids.contractId)}
          counterparty={{ companyId: page.contract.counterpartyCompanyId, name: read.contract.payer }}
        />
      </LineEvidenceProvider>
      {ukNotices && <UkNoticesPanel ids={ids} side="claim" initial={ukNotices} />}
      {statement.required && (
        <SupportingStatementForm
          url={claimApi(ids, 'supporting_statement')}
          read={statement}
          today={dayIn(new Date(), page.timeZone)}
          currency={page.currency}
        />
      )}
    </>
  );
}
