import type { Metadata } from 'next';
import { ContractDetailsForm } from '@/components/contracts/contract-details-form';
import { detailsDefaults } from '@/components/contracts/form-defaults';
import { nextStepPage } from '@/components/contracts/setup-steps';
import { SetupStepPage } from '@/components/contracts/setup-step-page';
import { listTimeZones } from '@/lib/server/config/time-zones';
import { listCounterpartyCompanies } from '@/lib/server/contracts/list-counterparty-companies';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import type { ContractRouteParams } from '@/app/(app)/contract/[proId]/[type]/[contractId]/layout';

export const metadata: Metadata = { title: 'Contract details' };

/** Creation step: the details (and, in the UK, the tax step: CIS status and VAT). */
export default async function DetailsStepPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const [contract, companies] = await Promise.all([
    readContract(session.actor, ids),
    listCounterpartyCompanies(session.actor),
  ]);
  const links = { ...ids, accountId: session.current.accountId, side };
  return (
    <SetupStepPage
      ids={links}
      project={contract.project}
      contractName={contract.name}
      step="details"
      title="Details"
    >
      <ContractDetailsForm
        accountId={links.accountId}
        projectId={ids.projectId}
        side={side}
        country={contract.country}
        companies={companies.companies}
        canCreateCompany={companies.canCreate}
        timeZones={listTimeZones().map((z) => z.zone)}
        defaults={detailsDefaults(contract)}
        contractId={ids.contractId}
        next={nextStepPage(links, 'details')}
        termsLockedReason={contract.decisions.tax_and_calendar.reason}
        tierLockedReason={contract.decisions.payment_terms.reason}
      />
    </SetupStepPage>
  );
}
