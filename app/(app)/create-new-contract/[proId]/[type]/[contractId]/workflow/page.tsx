import type { Metadata } from 'next';
import { contractApi } from '@/lib/paths/api-paths';
import { nextStepPage } from '@/components/contracts/setup-steps';
import { SetupStepPage } from '@/components/contracts/setup-step-page';
import { WorkflowEditor } from '@/components/workflow/workflow-editor';
import { loadContractPage, pageError } from '@/lib/server/pages/load-contract-page';
import { readWorkflow } from '@/lib/server/workflows/read-workflow';
import type { ContractRouteParams } from '@/app/(app)/contract/[proId]/[type]/[contractId]/layout';

export const metadata: Metadata = { title: 'Approval workflow' };

const TITLE = { claim: 'Claim approval workflow', cert: 'Certificate approval workflow' } as const;

/**
 * Creation step (spec §2 /create-new-contract/{proId}/{type}/{contractId}/workflow): the contract's
 * own approval workflow for the caller's side, started from the project's default when the contract
 * was created. The same editor and PUT …/workflow as the contract's workflow screen; saving returns
 * to the setup overview, the draft contract screen (§2).
 */
export default async function WorkflowStepPage({ params }: { params: ContractRouteParams }) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const view = await readWorkflow(session.actor, { kind: 'contract', ...ids }).catch(pageError);
  const links = { ...ids, accountId: session.current.accountId, side };
  return (
    <SetupStepPage
      ids={links}
      project={{ id: ids.projectId, name: view.project_name }}
      contractName={view.contract_name ?? 'Contract'}
      step="workflow"
      title={TITLE[side]}
    >
      <p className="muted">
        Each {side === 'claim' ? 'claim' : 'certificate'} goes through these steps before it can be issued.
        Approvers are account owners and admins, the project’s admins and this contract’s admins.
      </p>
      <WorkflowEditor
        saveUrl={contractApi(links, 'workflow')}
        view={view}
        afterSaveHref={nextStepPage(links, 'workflow')}
      />
    </SetupStepPage>
  );
}
