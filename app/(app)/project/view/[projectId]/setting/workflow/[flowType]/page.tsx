import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/projects/breadcrumb';
import { projectPage, projectSettingsPage } from '@/lib/paths/page-paths';
import { projectApi } from '@/lib/paths/api-paths';
import { WorkflowEditor } from '@/components/workflow/workflow-editor';
import { FLOW_TYPES, type FlowType } from '@/lib/schemas/workflows';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { pageData } from '@/lib/server/projects/page-data';
import { readWorkflow } from '@/lib/server/workflows/read-workflow';

export const metadata: Metadata = { title: 'Approval workflow' };

const TITLE = { claim: 'Claim approval workflow', cert: 'Certificate approval workflow' } as const;

/** §2 /project/view/{projectId}/setting/workflow/{flowType}: the default copied into new contracts. */
export default async function ProjectWorkflowPage({
  params,
}: {
  params: Promise<{ projectId: string; flowType: string }>;
}) {
  const { projectId, flowType } = await params;
  if (!FLOW_TYPES.includes(flowType as FlowType)) notFound();
  const { actor, current } = await requirePageSession();
  const accountId = current.accountId;
  const view = await pageData([projectId], () =>
    readWorkflow(actor, { kind: 'project', projectId, flowType: flowType as FlowType }),
  );
  return (
    <>
      <Breadcrumb
        accountId={accountId}
        trail={[
          { label: view.project_name, href: projectPage(accountId, projectId) },
          { label: 'Settings', href: projectSettingsPage(accountId, projectId, 'workflows') },
        ]}
        current={TITLE[view.flow_type]}
      />
      <h1>{TITLE[view.flow_type]}</h1>
      <p className="muted">
        The default for new {view.flow_type === 'claim' ? 'claim' : 'cert'} contracts in {view.project_name}.
        Approvers are account owners and admins, and the project’s admins.
      </p>
      <WorkflowEditor
        saveUrl={`${projectApi(accountId, projectId)}/workflows?flow_type=${view.flow_type}`}
        view={view}
        afterSaveHref={null}
      />
    </>
  );
}
