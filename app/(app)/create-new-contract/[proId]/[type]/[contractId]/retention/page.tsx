import type { Metadata } from 'next';
import { contractApi } from '@/lib/paths/api-paths';
import { RetentionForm } from '@/components/contracts/retention-form';
import { retentionDefaults } from '@/components/contracts/retention-defaults';
import { nextStepPage } from '@/components/contracts/setup-steps';
import { SetupStepPage } from '@/components/contracts/setup-step-page';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import type { ContractRouteParams } from '@/app/(app)/contract/[proId]/[type]/[contractId]/layout';

export const metadata: Metadata = { title: 'Retention' };

/** Creation step: retention (spec §3), optional. */
export default async function RetentionStepPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const contract = await readContract(session.actor, ids);
  const links = { ...ids, accountId: session.current.accountId, side };
  return (
    <SetupStepPage
      ids={links}
      project={contract.project}
      contractName={contract.name}
      step="retention"
      title="Retention"
    >
      <RetentionForm
        api={contractApi(links, 'retention')}
        defaults={retentionDefaults(contract.retention, contract)}
        next={nextStepPage(links, 'retention')}
        lockedReason={contract.decisions.retention.reason}
      />
    </SetupStepPage>
  );
}
