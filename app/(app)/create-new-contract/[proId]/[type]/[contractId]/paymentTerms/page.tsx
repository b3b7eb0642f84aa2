import type { Metadata } from 'next';
import { contractApi } from '@/lib/paths/api-paths';
import { termsDefaults } from '@/components/contracts/form-defaults';
import { PaymentTermsForm } from '@/components/contracts/payment-terms-form';
import { nextStepPage } from '@/components/contracts/setup-steps';
import { SetupStepPage } from '@/components/contracts/setup-step-page';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import type { ContractRouteParams } from '@/app/(app)/contract/[proId]/[type]/[contractId]/layout';

export const metadata: Metadata = { title: 'Payment terms' };

/** Creation step: payment terms (spec §3), starting from the §9 defaults. */
export default async function PaymentTermsStepPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const contract = await readContract(session.actor, ids);
  const links = { ...ids, accountId: session.current.accountId, side };
  return (
    <SetupStepPage
      ids={links}
      project={contract.project}
      contractName={contract.name}
      step="paymentTerms"
      title="Payment terms"
    >
      <PaymentTermsForm
        api={contractApi(links, 'payment_terms')}
        defaults={termsDefaults(contract.payment_terms)}
        next={nextStepPage(links, 'paymentTerms')}
        lockedReason={contract.decisions.payment_terms.reason}
      />
    </SetupStepPage>
  );
}
