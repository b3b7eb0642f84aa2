// The top of every claim page: the contract's maintenance banner (§2), the breadcrumb
// Projects > project > contract > claim, and the page heading.
import type { ReactNode } from 'react';
import { contractPage } from '@/lib/paths/page-paths';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { MaintenanceBanner } from '@/components/contracts/maintenance-banner';
import type { ClaimContractPage } from './load-claim-page';

export function ClaimPageHeader(props: { page: ClaimContractPage; crumb: string; children: ReactNode }) {
  const { page } = props;
  return (
    <>
      <MaintenanceBanner on={page.contract.maintenance} />
      <ContractBreadcrumb
        accountId={page.ids.accountId}
        project={page.contract.project}
        contract={{
          href: contractPage({ ...page.ids, side: page.ids.contractType }),
          name: page.contract.name,
        }}
        current={props.crumb}
      />
      <h1>{props.children}</h1>
    </>
  );
}
