import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { contractHref, withAccount } from '@/components/projects/project-links';
import { WorkflowEditor } from '@/components/workflow/workflow-editor';
import { requirePageSession } from '@/lib/server/session/page-session';
import { pageData } from '@/lib/server/projects/page-data';
import { readWorkflow } from '@/lib/server/workflows/read-workflow';

export const metadata: Metadata = { title: 'Approval workflow' };

/**
 * §2 /contract/{proId}/{type}/{contractId}/workflow: the contract's own workflow for the caller's
 * side. After saving, the contract settings screen — or, for a draft, the draft contract screen (§2).
 */
export default async function ContractWorkflowPage({
  params,
}: {
  params: Promise<{ proId: string; type: string; contractId: string }>;
}) {
  const { proId, type, contractId } = await params;
  const { actor, current } = await requirePageSession();
  const accountId = current.accountId;
  const view = await pageData([proId, contractId], () =>
    readWorkflow(actor, { kind: 'contract', projectId: proId, contractId }),
  );
  // The side in the path must be the caller's side of the contract.
  if (type !== view.flow_type) notFound();
  const afterSave =
    view.contract_status === 'draft'
      ? `/create-new-contract/${proId}/${type}/${contractId}`
      : `/contract/${proId}/${type}/view/${contractId}/settings`;
  const title = view.flow_type === 'claim' ? 'Claim approval workflow' : 'Certificate approval workflow';
  return (
    <>
      <ContractBreadcrumb
        accountId={accountId}
        project={{ id: proId, name: view.project_name }}
        contract={{
          name: view.contract_name ?? 'Contract',
          href: contractHref(accountId, proId, view.flow_type, contractId),
        }}
        current={title}
      />
      <h1>{title}</h1>
      <p className="muted">
        Approvers are account owners and admins, the project’s admins and this contract’s admins.
      </p>
      <WorkflowEditor
        saveUrl={`/api/contract/account/${accountId}/contract_group/${proId}/contract/${contractId}/workflow`}
        view={view}
        afterSaveHref={withAccount(afterSave, accountId)}
      />
    </>
  );
}
