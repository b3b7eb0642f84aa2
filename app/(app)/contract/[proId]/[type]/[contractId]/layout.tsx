import type { ReactNode } from 'react';
import { MaintenanceBanner } from '@/components/contracts/maintenance-banner';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';

export type ContractRouteParams = Promise<{ proId: string; type: string; contractId: string }>;

/**
 * Every screen of a contract (its own and the schedule, workflow and settings screens below it):
 * refuses a contract the account cannot open (404 / access denied) and shows the §2 maintenance
 * banner while the contract is in maintenance mode.
 */
export default async function ContractLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: ContractRouteParams;
}) {
  const { proId, type, contractId } = await params;
  const { contract } = await loadContractPage(proId, type, contractId);
  return (
    <>
      <MaintenanceBanner on={contract.maintenanceMode} />
      {children}
    </>
  );
}
