'use client';
// What the caller may do with the claim now (the read answer's `actions`, decided by the server
// from the claim's status, the workflow step and the caller's permissions; the server checks again):
// edit, send for approval, approve, revert (step, to review, to draft — each asks for a comment),
// issue, delete a draft, and download the PDF.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { downloadBlob } from '@/components/ui/file-transfer';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { useCommentDialog, type CommentRequest } from '../documents/comment-dialog';
import type { ClaimRead, WorkflowAnswer } from './claim-json';
import { type ClaimIds, contractPage, editClaimPage, reviewClaimPage } from '@/lib/paths/page-paths';
import { claimApi } from '@/lib/paths/api-paths';
import { useFetchUi } from '../ui/use-fetch-ui';
import { WorkflowButtons } from '../documents/workflow-buttons';

export type Revert = 'revert_step' | 'revert_to_review' | 'revert_to_draft';

/** The revert dialogs of a claim's or a certificate's workflow (spec §4: each asks for a comment). */
export function revertTexts(
  term: 'claim' | 'certificate',
): Record<Revert, CommentRequest & { button: string; toast: string }> {
  const Term = term === 'claim' ? 'Claim' : 'Certificate';
  return {
    revert_step: {
      button: 'Revert step',
      title: 'Revert to the previous step',
      intro: "The previous step's approvers approve again. Say why.",
      confirmLabel: 'Revert step',
      toast: 'Sent back a step',
    },
    revert_to_review: {
      button: 'Revert to review',
      title: 'Revert to review',
      intro: 'The last approval step opens again. Say why.',
      confirmLabel: 'Revert to review',
      toast: `${Term} reverted to review`,
    },
    revert_to_draft: {
      button: 'Revert to draft',
      title: 'Revert to draft',
      intro: `The ${term} can be edited again and goes through approval anew. Say why.`,
      confirmLabel: 'Revert to draft',
      toast: `${Term} reverted to draft`,
    },
  };
}

const REVERTS = revertTexts('claim');

export function ClaimActions(props: {
  ids: ClaimIds;
  read: ClaimRead;
  onChanged: (read: ClaimRead) => void;
  onIssue: () => void;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const fetchUi = useFetchUi();
  const [dialog, askComment] = useCommentDialog();
  const [busy, setBusy] = useState(false);
  const { read, ids } = props;
  const can = (action: ClaimRead['actions'][number]) => read.actions.includes(action);

  const reload = async () => {
    const res = await api<ClaimRead>(claimApi(ids));
    if (res.ok) props.onChanged(res.data);
  };
  /** Runs one workflow endpoint; whatever the answer, the screen then shows the claim as it now is. */
  const run = async (action: string, body?: { comment: string }) => {
    setBusy(true);
    const res = await api<WorkflowAnswer>(claimApi(ids, action), { method: 'POST', json: body ?? {} });
    setBusy(false);
    return res.ok ? res.data : null;
  };

  const send = async () => {
    const result = await run('send_approval');
    if (result) ui.toast(result.status === 'approved' ? 'Claim approved' : 'Sent for approval');
    await reload();
  };
  const approve = async () => {
    let comment: string | null = null;
    if (!read.workflow.approval_is_final) {
      const step = read.workflow.steps[read.workflow.current_step_index];
      comment = await askComment({
        title: `Approve ${step?.name ?? 'this step'}`,
        intro: 'Leave a comment for the next approver.',
        confirmLabel: 'Approve',
      });
      if (comment === null) return;
    }
    const result = await run('approve_step', comment === null ? undefined : { comment });
    if (result?.final) {
      ui.toast('Claim approved');
      return router.push(reviewClaimPage(ids, true));
    }
    if (result) ui.toast('Step approved');
    await reload();
  };
  const revert = async (action: Revert) => {
    const comment = await askComment(REVERTS[action]);
    if (comment === null) return;
    const result = await run(action, { comment });
    if (!result) return void (await reload());
    ui.toast(REVERTS[action].toast);
    if (action === 'revert_to_draft') return router.push(editClaimPage(ids));
    await reload();
  };
  const remove = async () => {
    if (!(await ui.confirmDelete('claim'))) return;
    setBusy(true);
    const res = await api(claimApi(ids), { method: 'DELETE' });
    setBusy(false);
    if (!res.ok) return;
    ui.toast('Claim deleted');
    router.push(contractPage({ ...ids, side: ids.contractType }));
  };

  return (
    <>
      <WorkflowButtons
        can={can}
        busy={busy}
        issueLabel="Issue claim"
        reverts={REVERTS}
        onSend={send}
        onApprove={approve}
        onIssue={props.onIssue}
        onRevert={revert}
        onDownload={() => downloadBlob(claimApi(ids, 'pdf'), `${read.claim.payclaim_name}.pdf`, fetchUi)}
        first={
          can('update') && (
            <Link className="button" href={editClaimPage(ids)}>
              Edit claim
            </Link>
          )
        }
        last={
          can('delete') && (
            <button type="button" className="button danger" disabled={busy} onClick={remove}>
              Delete claim
            </button>
          )
        }
      />
      {dialog}
    </>
  );
}
