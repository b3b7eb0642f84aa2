import type { Metadata } from 'next';
import Link from 'next/link';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { contractPage } from '@/lib/paths/page-paths';
import { DeleteContractButton } from '@/components/contracts/delete-contract-button';
import { SetupStepList } from '@/components/contracts/setup-steps';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import type { ContractRouteParams } from '@/app/(app)/contract/[proId]/[type]/[contractId]/layout';

export const metadata: Metadata = { title: 'Contract setup' };

/** The creation steps' overview (spec §2 /create-new-contract/{proId}/{type}/{contractId}). */
export default async function ContractSetupPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const contract = await readContract(session.actor, ids);
  const links = { ...ids, accountId: session.current.accountId, side };
  const { complete, missing } = contract.completeness;
  return (
    <>
      <ContractBreadcrumb
        accountId={links.accountId}
        project={contract.project}
        contract={{ href: contractPage(links), name: contract.name }}
        current="Setup"
      />
      <h1>Set up {contract.name}</h1>
      <section className="card" aria-labelledby="steps">
        <h2 id="steps">Steps</h2>
        <SetupStepList ids={links} missing={missing} />
      </section>
      <section className="card" aria-labelledby="ready">
        <h2 id="ready">{complete ? 'Ready to start' : 'Before the contract can start'}</h2>
        {complete ? (
          <p>Every required step is done. Start the contract from its page to begin claiming.</p>
        ) : (
          <ul className="list">
            {missing.map((m) => (
              <li key={m.step}>{m.message}</li>
            ))}
          </ul>
        )}
        <Link className="button secondary" href={contractPage(links)}>
          Go to the contract
        </Link>
      </section>
      {contract.can_delete && (
        <section className="card" aria-labelledby="delete">
          <h2 id="delete">Not needed after all?</h2>
          <p>A contract that has not started can be deleted, with its schedule, documents and invitations.</p>
          <DeleteContractButton ids={links} />
        </section>
      )}
    </>
  );
}
