import type { Metadata } from 'next';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { ContractTabs } from '@/components/contracts/contract-tabs';
import { RetentionLedgerPanel } from '@/components/retention-trust/retention-ledger-panel';
import { RetentionReceivedPanel } from '@/components/retention-trust/retention-received-panel';
import { dayIn } from '@/lib/domain/zoned-dates';
import { contractPage } from '@/lib/paths/page-paths';
import { readContract } from '@/lib/server/contracts/read-contract';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { listRetentionHoldings } from '@/lib/server/retention-trust/list-holdings';
import { readRetentionLedger } from '@/lib/server/retention-trust/read-retention-ledger';
import { readRetentionReceived } from '@/lib/server/retention-owed/read-retention-received';
import type { ContractRouteParams } from '../layout';

export const metadata: Metadata = { title: 'Retention trust' };

/** What each side reads besides the contract: the payee what it was told, the payer its ledger. */
async function sideData(
  actor: Parameters<typeof readContract>[0],
  ids: Parameters<typeof readContract>[1],
  side: string,
) {
  if (side === 'claim') return { payee: true as const, received: await readRetentionReceived(actor, ids) };
  const [ledger, { holdings }] = await Promise.all([
    readRetentionLedger(actor, ids),
    listRetentionHoldings(actor),
  ]);
  return { payee: false as const, ledger, holdings };
}

/** A contract's Retention trust tab (issue 31): the payer's ledger, or what the payee was told (item 6). */
export default async function RetentionTrustPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const links = { ...ids, accountId: session.current.accountId, side };
  const currency = session.current.currency;
  const [contract, data] = await Promise.all([
    readContract(session.actor, ids),
    sideData(session.actor, ids, side),
  ]);
  return (
    <>
      <ContractBreadcrumb
        accountId={links.accountId}
        project={contract.project}
        contract={{ href: contractPage(links), name: contract.name }}
        current="Retention trust"
      />
      <h1>{data.payee ? 'Retention held on trust for you' : 'Retention held on trust'}</h1>
      <ContractTabs ids={links} canEdit={contract.permissions.includes('edit')} current="retention" />
      {data.payee ? (
        <RetentionReceivedPanel ids={links} currency={currency} received={data.received} />
      ) : (
        <RetentionLedgerPanel
          ids={links}
          currency={currency}
          today={dayIn(new Date(), contract.time_zone)}
          canEdit={contract.permissions.includes('edit')}
          canRecord={contract.permissions.includes('claim_or_cert')}
          holdings={data.holdings}
          initial={data.ledger}
        />
      )}
    </>
  );
}
