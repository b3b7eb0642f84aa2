import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { toJson } from '@/components/claims/claim-json';
import { RecordClaimForm } from '@/components/certs/record-claim-form';
import { AppError } from '@/lib/errors/app-error';
import { readPayerClaimForm } from '@/lib/server/certs/payer-claim-form';
import { dayIn } from '@/lib/domain/zoned-dates';
import { pageError } from '@/lib/server/pages/load-contract-page';
import { ClaimPageHeader } from '../../../../../make-claim/claim-page-header';
import { loadClaimContractPage } from '../../../../../make-claim/load-claim-page';

type Params = Promise<{ contractType: string; proId: string; contractId: string }>;

export const metadata: Metadata = { title: 'Record a claim received' };

/**
 * /make-cert/cert/{proId}/{contractId}/record: the certifier records a claim served off ClaimCert
 * (the payee is not on the system), to certify it here. A contract whose payee issues its own
 * claims has nothing to record: its contract page opens instead.
 */
export default async function RecordClaimPage({ params }: { params: Params }) {
  const page = await loadClaimContractPage(await params);
  if (page.ids.contractType !== 'cert') notFound();
  if (!page.contract.canClaim) redirect('/access-denied');
  const form = await readPayerClaimForm(page.session.actor, page.ids).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'conflict') notFound();
    return pageError(error);
  });
  return (
    <>
      <ClaimPageHeader page={page} crumb="Record a claim">
        Record a claim received
      </ClaimPageHeader>
      <p className="muted">
        For a claim that came on paper or by email from a payee not on ClaimCert. It is recorded as served on
        the day you enter, and the payment-schedule deadline runs from then.
      </p>
      <RecordClaimForm
        ids={page.ids}
        form={toJson(form)}
        currency={page.currency}
        today={dayIn(new Date(), form.time_zone)}
      />
    </>
  );
}
