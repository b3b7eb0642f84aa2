import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { contractApi } from '@/lib/paths/api-paths';
import { contractPage, contractViewSettingsPage, setupPage } from '@/lib/paths/page-paths';
import { WorkflowEditor } from '@/components/workflow/workflow-editor';
import { requirePageSession } from '@/lib/server/pages/page-session';
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
  const ids = { accountId, projectId: proId, side: view.flow_type, contractId };
  const afterSave = view.contract_status === 'draft' ? setupPage(ids) : contractViewSettingsPage(ids);
  const title = view.flow_type === 'claim' ? 'Claim approval workflow' : 'Certificate approval workflow';
  return (
    <>
      <ContractBreadcrumb
        accountId={accountId}
        project={{ id: proId, name: view.project_name }}
        contract={{
          name: view.contract_name ?? 'Contract',
          href: contractPage(ids),
        }}
        current={title}
      />
      <h1>{title}</h1>
      <p className="muted">
        Approvers are account owners and admins, the project’s admins and this contract’s admins.
      </p>
      <WorkflowEditor saveUrl={contractApi(ids, 'workflow')} view={view} afterSaveHref={afterSave} />
    </>
  );
}
