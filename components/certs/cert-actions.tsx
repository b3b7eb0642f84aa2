'use client';
// What the payer may do with the certificate now (the read answer's `actions`, decided by the server
// from the certificate's status, the workflow step and the caller's rights; the server checks again):
// edit, send for approval, approve, revert (step, to review, to draft — each asks for a comment),
// issue, email an issued certificate again, and download the PDF (a draft prints marked as not
// issued).
import { useRouter } from 'next/navigation';
import { useWorkflowActions, type WorkflowEndpoint } from '@/components/documents/use-workflow-actions';
import { WorkflowButtons } from '@/components/documents/workflow-buttons';
import { useUi } from '@/components/ui/ui-provider';
import type { CertRead } from './cert-json';
import { approvedCertPage, type CertIds, editCertPage } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';

const ENDPOINTS: Record<WorkflowEndpoint, (step: number) => string> = {
  send_approval: () => 'review',
  approve_step: (step) => `workflow/${step}/approve`,
  revert_step: (step) => `workflow/${step}/revert`,
  revert_to_review: () => 'back/review',
  revert_to_draft: () => 'back/draft',
};

export function CertActions(props: {
  ids: CertIds;
  read: CertRead;
  onChanged: () => Promise<void>;
  onIssue: () => void;
  onResend: () => void;
}) {
  const ui = useUi();
  const router = useRouter();
  const { read, ids } = props;
  const workflow = useWorkflowActions({
    term: 'certificate',
    workflow: read.workflow,
    actions: read.actions,
    endpoint: (action, step) => certApi(ids, ENDPOINTS[action](step)),
    reload: props.onChanged,
    approvedPage: approvedCertPage(ids),
    editPage: editCertPage(ids),
  });

  // Approved at once (no workflow steps): on to the approved page.
  const send = async () => {
    const result = await workflow.run('send_approval');
    if (result?.status === 'approved') {
      ui.toast('Certificate approved');
      return router.push(approvedCertPage(ids));
    }
    if (result) ui.toast('Sent for approval');
    await props.onChanged();
  };

  return (
    <WorkflowButtons
      {...workflow.buttons}
      onSend={send}
      onIssue={props.onIssue}
      pdf={{ url: certApi(ids, 'pdf'), fileName: `${read.cert.name}.pdf` }}
      onResend={props.onResend}
    />
  );
}
