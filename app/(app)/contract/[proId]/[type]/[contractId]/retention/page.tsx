import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { ContractTabs } from '@/components/contracts/contract-tabs';
import { RetentionLedgerPanel } from '@/components/retention-trust/retention-ledger-panel';
import { dayIn } from '@/lib/domain/zoned-dates';
import { contractPage } from '@/lib/paths/page-paths';
import { readContract } from '@/lib/server/contracts/read-contract';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { listRetentionHoldings } from '@/lib/server/retention-trust/list-holdings';
import { readRetentionLedger } from '@/lib/server/retention-trust/read-retention-ledger';
import type { ContractRouteParams } from '../layout';

export const metadata: Metadata = { title: 'Retention trust' };

/** The payer's retention ledger of this contract (issue 31). The payee's side has none here. */
export default async function RetentionLedgerPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  if (side !== 'cert') notFound();
  const [contract, ledger, { holdings }] = await Promise.all([
    readContract(session.actor, ids),
    readRetentionLedger(session.actor, ids),
    listRetentionHoldings(session.actor),
  ]);
  const links = { ...ids, accountId: session.current.accountId, side };
  return (
    <>
      <ContractBreadcrumb
        accountId={links.accountId}
        project={contract.project}
        contract={{ href: contractPage(links), name: contract.name }}
        current="Retention trust"
      />
      <h1>Retention held on trust</h1>
      <ContractTabs ids={links} canEdit={contract.permissions.includes('edit')} current="retention" />
      <RetentionLedgerPanel
        ids={links}
        currency={session.current.currency}
        today={dayIn(new Date(), contract.time_zone)}
        canEdit={contract.permissions.includes('edit')}
        canRecord={contract.permissions.includes('claim_or_cert')}
        holdings={holdings}
        initial={ledger}
      />
    </>
  );
}
