import 'server-only';
// The certificate's screens after editing (spec §2): /make-cert/…/{certId}/review (send for
// approval, approve, revert) and /review-cert/…/{certId}/approved (issue; once issued, payments).
// The claimer, on its claim contract, sees an issued certificate read only.
import { redirect } from 'next/navigation';
import { CertReview } from '@/components/certs/cert-review';
import { approvedCertPage, reviewCertPage, startCertPage } from '@/lib/paths/page-paths';
import { IssuedCertView } from '@/components/certs/issued-cert-view';
import { countryInfo } from '@/lib/domain/countries';
import { integrationPushAvailable } from '@/lib/server/integration-sync/push-now';
import { ClaimPageHeader } from '../make-claim/claim-page-header';
import type { ContractRouteParams } from '../make-claim/load-claim-page';
import { LineEvidenceProvider } from '@/components/line-evidence/evidence-context';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { certEvidence } from '../make-claim/load-evidence';
import { UkNoticesPanel } from '@/components/uk-notices/uk-notices-panel';
import { ukNoticesForPage } from '@/lib/server/uk-notices/uk-notices-section';
import { loadCertPage } from './load-cert-page';

export async function CertReviewPage(props: {
  params: ContractRouteParams;
  claimId: string;
  certId: string;
  variant: 'review' | 'approved';
}) {
  const page = await loadCertPage({ ...props.params, claimId: props.claimId, certId: props.certId });
  const claimRef = { projectId: page.ids.projectId, contractId: page.ids.contractId, claimId: props.claimId };
  if (page.claimer) {
    const read = page.claimer;
    const ukNotices = await ukNoticesForPage(page.session.actor, claimRef, 'claim', read.contract.country);
    return (
      <>
        <ClaimPageHeader page={page} crumb={read.cert.name}>
          {read.cert.name}
        </ClaimPageHeader>
        <LineEvidenceProvider
          sources={await certEvidence(page.session.actor, page.ids, 'claimer')}
          timeZone={page.timeZone}
          sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
        >
          <IssuedCertView
            ids={page.ids}
            read={read}
            currency={page.currency}
            taxName={countryInfo(read.contract.country).taxName}
          />
        </LineEvidenceProvider>
        {ukNotices && <UkNoticesPanel ids={page.ids} side="claim" initial={ukNotices} />}
      </>
    );
  }
  const read = page.payer!;
  const status = read.cert.cert_status;
  // A pending placeholder has nothing to review: it is started on the claim's certify page.
  if (status === 'pending') redirect(startCertPage(page.ids));
  const later = status === 'approved' || status === 'issued';
  // One address per stage: review until approved, the approved view from then on.
  if (props.variant === 'approved' && !later) redirect(reviewCertPage(page.ids));
  if (props.variant === 'review' && later) redirect(approvedCertPage(page.ids));
  const ukNotices = await ukNoticesForPage(page.session.actor, claimRef, 'cert', read.contract.country);
  return (
    <>
      <ClaimPageHeader page={page} crumb={read.cert.name}>
        {props.variant === 'approved' ? read.cert.name : `Review: ${read.cert.name}`}
      </ClaimPageHeader>
      <LineEvidenceProvider
        sources={await certEvidence(page.session.actor, page.ids, 'payer')}
        timeZone={page.timeZone}
        sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
      >
        <CertReview
          ids={page.ids}
          initial={read}
          currency={page.currency}
          taxName={countryInfo(read.contract.country).taxName}
          timeZone={page.timeZone}
          integration={await integrationPushAvailable(page.session.actor, page.ids.contractId)}
          counterparty={{ companyId: page.contract.counterpartyCompanyId, name: read.contract.payee }}
        />
      </LineEvidenceProvider>
      {ukNotices && <UkNoticesPanel ids={page.ids} side="cert" initial={ukNotices} />}
    </>
  );
}
