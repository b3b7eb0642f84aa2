'use client';
// What the payer may do with the certificate now (the read answer's `actions`, decided by the server
// from the certificate's status, the workflow step and the caller's rights; the server checks again):
// edit, send for approval, approve, revert (step, to review, to draft — each asks for a comment),
// issue, and download the PDF (a draft prints marked as not issued).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { revertTexts, type Revert } from '@/components/claims/claim-actions';
import { useCommentDialog } from '@/components/documents/comment-dialog';
import type { WorkflowAnswer } from '@/components/claims/claim-json';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { WorkflowButtons } from '@/components/documents/workflow-buttons';
import { downloadBlob } from '@/components/ui/file-transfer';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { CertRead } from './cert-json';
import { approvedCertPage, type CertIds, editCertPage } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';

const REVERTS = revertTexts('certificate');
const REVERT_PATHS: Record<Revert, (step: number) => string> = {
  revert_step: (step) => `workflow/${step}/revert`,
  revert_to_review: () => 'back/review',
  revert_to_draft: () => 'back/draft',
};

export function CertActions(props: {
  ids: CertIds;
  read: CertRead;
  onChanged: () => Promise<void>;
  onIssue: () => void;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const fetchUi = useFetchUi();
  const [dialog, askComment] = useCommentDialog();
  const [busy, setBusy] = useState(false);
  const { read, ids } = props;
  const can = (action: CertRead['actions'][number]) => read.actions.includes(action);
  /** The 1-based step the approver is looking at: a step that has moved on is refused (409). */
  const step = read.cert.current_step_index + 1;

  /** Runs one workflow endpoint; whatever the answer, the screen then shows the certificate as it now is. */
  const run = async (path: string, body?: { comment: string }) => {
    setBusy(true);
    const res = await api<WorkflowAnswer>(certApi(ids, path), { method: 'POST', json: body ?? {} });
    setBusy(false);
    return res.ok ? res.data : null;
  };

  const send = async () => {
    const result = await run('review');
    if (result?.status === 'approved') {
      ui.toast('Certificate approved');
      return router.push(approvedCertPage(ids));
    }
    if (result) ui.toast('Sent for approval');
    await props.onChanged();
  };
  const approve = async () => {
    let comment: string | null = null;
    if (!read.workflow.approval_is_final) {
      const current = read.workflow.steps[read.cert.current_step_index];
      comment = await askComment({
        title: `Approve ${current?.name ?? 'this step'}`,
        intro: 'Leave a comment for the next approver.',
        confirmLabel: 'Approve',
      });
      if (comment === null) return;
    }
    const result = await run(`workflow/${step}/approve`, comment === null ? undefined : { comment });
    if (result?.final) {
      ui.toast('Certificate approved');
      return router.push(approvedCertPage(ids));
    }
    if (result) ui.toast('Step approved');
    await props.onChanged();
  };
  const revert = async (action: Revert) => {
    const comment = await askComment(REVERTS[action]);
    if (comment === null) return;
    const result = await run(REVERT_PATHS[action](step), { comment });
    if (result) ui.toast(REVERTS[action].toast);
    if (result && action === 'revert_to_draft') return router.push(editCertPage(ids));
    await props.onChanged();
  };

  return (
    <>
      <WorkflowButtons
        can={can}
        busy={busy}
        issueLabel="Issue certificate"
        reverts={REVERTS}
        onSend={send}
        onApprove={approve}
        onIssue={props.onIssue}
        onRevert={revert}
        onDownload={() => downloadBlob(certApi(ids, 'pdf'), `${read.cert.name}.pdf`, fetchUi)}
        first={
          can('update') && (
            <Link className="button secondary" href={editCertPage(ids)}>
              Edit certificate
            </Link>
          )
        }
      />
      {dialog}
    </>
  );
}
