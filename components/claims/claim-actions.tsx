'use client';
// What the caller may do with the claim now (the read answer's `actions`, decided by the server
// from the claim's status, the workflow step and the caller's permissions; the server checks again):
// edit, send for approval, approve, revert (step, to review, to draft — each asks for a comment),
// issue, email an issued claim again, delete a draft, and download the PDF.
import { useRouter } from 'next/navigation';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { useWorkflowActions } from '../documents/use-workflow-actions';
import { WorkflowButtons } from '../documents/workflow-buttons';
import type { ClaimRead } from './claim-json';
import { type ClaimIds, contractPage, editClaimPage, reviewClaimPage } from '@/lib/paths/page-paths';
import { claimApi } from '@/lib/paths/api-paths';

export function ClaimActions(props: {
  ids: ClaimIds;
  read: ClaimRead;
  onChanged: () => Promise<void>;
  onIssue: () => void;
  onResend: () => void;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const { read, ids } = props;
  const can = (action: ClaimRead['actions'][number]) => read.actions.includes(action);
  const workflow = useWorkflowActions({
    term: 'claim',
    workflow: read.workflow,
    actions: read.actions,
    endpoint: (action) => claimApi(ids, action),
    reload: props.onChanged,
    approvedPage: reviewClaimPage(ids, true),
    editPage: editClaimPage(ids),
  });

  const send = async () => {
    const result = await workflow.run('send_approval');
    if (result) ui.toast(result.status === 'approved' ? 'Claim approved' : 'Sent for approval');
    await props.onChanged();
  };
  const remove = async () => {
    if (!(await ui.confirmDelete('claim'))) return;
    workflow.setBusy(true);
    const res = await api(claimApi(ids), { method: 'DELETE' });
    workflow.setBusy(false);
    if (!res.ok) return;
    ui.toast('Claim deleted');
    router.push(contractPage({ ...ids, side: ids.contractType }));
  };

  return (
    <WorkflowButtons
      {...workflow.buttons}
      onSend={send}
      onIssue={props.onIssue}
      pdf={{ url: claimApi(ids, 'pdf'), fileName: `${read.claim.payclaim_name}.pdf` }}
      editStyle="primary"
      onResend={props.onResend}
      last={
        can('delete') && (
          <button type="button" className="button danger" disabled={workflow.buttons.busy} onClick={remove}>
            Delete claim
          </button>
        )
      }
    />
  );
}
