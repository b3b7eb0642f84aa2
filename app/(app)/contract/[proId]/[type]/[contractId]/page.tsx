import type { Metadata } from 'next';
import Link from 'next/link';
import { ContractActions } from '@/components/contracts/contract-actions';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { ContractDocuments } from '@/components/contracts/contract-documents';
import { ContractExports } from '@/components/contracts/contract-exports';
import { recordClaimPage, setupPage } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';
import { ContractSummary } from '@/components/contracts/contract-summary';
import { ContractTabs } from '@/components/contracts/contract-tabs';
import { ContractClaims } from '@/components/claims/contract-claims';
import { ContractCerts } from '@/components/certs/contract-certs';
import { MoneyChart } from '@/components/dashboard/money-chart';
import { InvitePanel } from '@/components/invitations/invite-panel';
import { canClaim } from '@/lib/domain/contract-status';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { listContractDocuments } from '@/lib/server/contracts/list-contract-documents';
import { listMoveTargets } from '@/lib/server/contracts/list-move-targets';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import { contractChart } from '@/lib/server/dashboard/money-chart';
import type { ContractRouteParams } from './layout';
import styles from './page.module.css';

export async function generateMetadata({ params }: { params: ContractRouteParams }): Promise<Metadata> {
  const { proId, type, contractId } = await params;
  return { title: (await loadContractPage(proId, type, contractId)).contract.name };
}

/** The contract page (spec §2 /contract/{proId}/{type}/{contractId}, also under /view/). */
export default async function ContractPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const [contract, documents, moveTargets, chart] = await Promise.all([
    readContract(session.actor, ids),
    listContractDocuments(session.actor, ids),
    listMoveTargets(session.actor, ids.projectId),
    contractChart(session.actor, ids.contractId),
  ]);
  const links = { ...ids, accountId: session.current.accountId, side };
  const canEdit = contract.permissions.includes('edit');
  return (
    <>
      <ContractBreadcrumb accountId={links.accountId} project={contract.project} current={contract.name} />
      <h1>{contract.name}</h1>
      <p className="muted small">
        <Link href={`/contract?account_id=${links.accountId}&project_id=${ids.projectId}`}>
          All contracts in {contract.project.name}
        </Link>
      </p>
      <ContractTabs ids={links} canEdit={canEdit} current="" />
      {contract.status === 'draft' && canEdit && (
        <section className={`card ${styles.setupCard}`} aria-labelledby="setup">
          <h2 id="setup">Set up this contract</h2>
          {contract.completeness.complete ? (
            <p>Everything needed is in place: start the contract to begin claiming.</p>
          ) : (
            <ul className="list">
              {contract.completeness.missing.map((m) => (
                <li key={m.step}>{m.message}</li>
              ))}
            </ul>
          )}
          <Link className="button secondary" href={setupPage(links)}>
            Continue setup
          </Link>
        </section>
      )}
      <section className="card" aria-labelledby="summary">
        <h2 id="summary">Summary</h2>
        <ContractSummary contract={contract} currency={session.current.currency} />
        <ContractActions
          ids={links}
          actions={contract.actions}
          canEdit={canEdit}
          canLeave={contract.permissions.includes('access') && contract.counterparty.on_system}
          canDelete={contract.can_delete}
          moveTargets={moveTargets}
        />
      </section>
      {chart.length > 0 && (
        <section className="card" aria-labelledby="contract-chart-caption">
          <MoneyChart
            id="contract-chart"
            title="Claimed, certified and paid to date"
            description={`Running totals for ${contract.name}, month by month since its first claim, in ${session.current.currency}, including GST.`}
            rows={chart}
            currency={session.current.currency}
            kind="lines"
          />
        </section>
      )}
      {side === 'claim' && (
        <ContractClaims
          ids={{
            accountId: links.accountId,
            projectId: ids.projectId,
            contractId: ids.contractId,
            contractType: side,
          }}
          currency={session.current.currency}
          canCreate={contract.permissions.includes('claim_or_cert') && canClaim(contract.status)}
        />
      )}
      {side === 'cert' && (
        <ContractCerts
          ids={{
            accountId: links.accountId,
            projectId: ids.projectId,
            contractId: ids.contractId,
            contractType: side,
          }}
          currency={session.current.currency}
          canRecord={contract.permissions.includes('claim_or_cert')}
          timeZone={contract.time_zone || session.current.timeZone}
          fileLabel={contract.contract_number ?? contract.name}
        />
      )}
      {side === 'cert' &&
        !contract.counterparty.on_system &&
        contract.permissions.includes('claim_or_cert') &&
        canClaim(contract.status) && (
          <section className="card" aria-labelledby="record-claim">
            <h2 id="record-claim">Claims on paper</h2>
            <p>
              {contract.counterparty.name ?? 'The subcontractor'} is not on ClaimCert: record each claim it
              serves, then certify it here.
            </p>
            <Link
              className="button"
              href={recordClaimPage({ ...ids, accountId: links.accountId, contractType: side })}
            >
              Record a claim received
            </Link>
          </section>
        )}
      <section className="card" id="other-party" aria-labelledby="other-party-title">
        <h2 id="other-party-title">{side === 'claim' ? 'Certifier' : 'Subcontractor'}</h2>
        <InvitePanel
          accountId={links.accountId}
          projectId={ids.projectId}
          contractId={ids.contractId}
          side={side}
          timeZone={session.current.timeZone}
        />
      </section>
      <section className="card" id="documents" aria-labelledby="documents-title">
        <h2 id="documents-title">Documents</h2>
        <ContractDocuments
          api={contractApi(links, 'attachments')}
          initial={documents.attachments}
          canEdit={canEdit}
          sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
          timeZone={session.current.timeZone}
        />
      </section>
      <section className="card" id="exports" aria-labelledby="exports-title">
        <h2 id="exports-title">Downloads</h2>
        <ContractExports ids={links} fileLabel={contract.contract_number || contract.name} />
      </section>
    </>
  );
}
