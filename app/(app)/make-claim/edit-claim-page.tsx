import 'server-only';
// /make-claim/{contractType}/{proId}/{contractId}/{claimId}: the editor, for a draft the caller may
// change. Anything else opens where it can be seen: a claim past draft on its review screen, a
// draft the caller may only read on the draft review screen.
import { redirect } from 'next/navigation';
import { ClaimEditor } from '@/components/claims/claim-editor';
import { packItems, packLiveInputs } from '@/components/documents/packed-items';
import { draftReviewPage, reviewClaimPage } from '@/lib/paths/page-paths';
import { ClaimStatus } from '@/components/claims/claim-status';
import { countryInfo } from '@/lib/domain/countries';
import { loadLiveInputs } from '@/lib/server/claims/claim-live-inputs';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { LineEvidenceProvider } from '@/components/line-evidence/evidence-context';
import { ClaimPageHeader } from './claim-page-header';
import { ownClaimEvidence } from './load-evidence';
import { loadClaimPage, type ContractRouteParams } from './load-claim-page';
import { SupportingStatementForm } from '@/components/claims/supporting-statement-form';
import { readSupportingStatement } from '@/lib/server/claims/supporting-statement';
import { claimApi } from '@/lib/paths/api-paths';
import { dayIn } from '@/lib/domain/zoned-dates';

export async function EditClaimPage({ params, claimId }: { params: ContractRouteParams; claimId: string }) {
  const page = await loadClaimPage({ ...params, claimId });
  const ids = { ...page.ids, claimId };
  if (!page.payee) redirect(reviewClaimPage(ids));
  const read = page.payee;
  if (read.claim.status !== 'draft') redirect(reviewClaimPage(ids));
  if (!read.actions.includes('update')) redirect(draftReviewPage(ids));
  const ref = { projectId: ids.projectId, contractId: ids.contractId, claimId };
  const [inputs, statement] = await Promise.all([
    loadLiveInputs(page.session.actor, ref),
    readSupportingStatement(page.session.actor, ref),
  ]);
  return (
    <>
      <ClaimPageHeader page={page} crumb={read.claim.payclaim_name}>
        {read.claim.payclaim_name} <ClaimStatus status={read.claim.status} />
      </ClaimPageHeader>
      <p className="muted">
        {read.claim.claim_from} to {read.claim.claim_to} · claim due {read.deadlines.claim_due.date} · payment
        due {read.deadlines.payment_due.date}
      </p>
      <LineEvidenceProvider
        sources={await ownClaimEvidence(page.session.actor, ids)}
        timeZone={page.timeZone}
        sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
      >
        <ClaimEditor
          ids={ids}
          initial={packItems(read)}
          inputs={packLiveInputs(
            inputs,
            read.items.map((i) => i.id),
          )}
          currency={page.currency}
          taxName={countryInfo(read.contract.country).taxName}
          uploadLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
        />
      </LineEvidenceProvider>
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
