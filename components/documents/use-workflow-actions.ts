'use client';
// What the workflow buttons of a claim or certificate do (spec §4), the same for both documents:
// each posts to the document's endpoint and the screen then shows the document as it now is;
// approving a non-final step and every revert ask for a comment first; a final approval moves on to
// the approved page and a revert to draft back to the editor. The documents give their words,
// endpoints and pages, and their own send (claim-actions.tsx, cert-actions.tsx).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { ClaimWorkflow, WorkflowAnswer } from '../claims/claim-json';
import { useCommentDialog, type CommentRequest } from './comment-dialog';

export type Revert = 'revert_step' | 'revert_to_review' | 'revert_to_draft';
export type WorkflowEndpoint = 'send_approval' | 'approve_step' | Revert;

const CAPITALISED = { claim: 'Claim', certificate: 'Certificate' } as const;

/** The revert dialogs, their buttons and their toasts. */
function revertTexts(
  term: 'claim' | 'certificate',
): Record<Revert, CommentRequest & { button: string; toast: string }> {
  const Term = CAPITALISED[term];
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

export function useWorkflowActions(doc: {
  term: 'claim' | 'certificate';
  /** The read answer's workflow, and the actions it allows the caller (the buttons shown). */
  workflow: ClaimWorkflow;
  actions: readonly string[];
  /** The endpoint's API path; `step` is the 1-based step the approver is looking at (moved on: 409). */
  endpoint: (action: WorkflowEndpoint, step: number) => string;
  /** Re-reads the document. */
  reload: () => Promise<void>;
  /** Where a final approval leads, and a revert to draft. */
  approvedPage: string;
  editPage: string;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [dialog, askComment] = useCommentDialog();
  const [busy, setBusy] = useState(false);
  const { workflow, reload } = doc;
  const reverts = revertTexts(doc.term);

  /** Runs one workflow endpoint: its answer, or null when refused (the API has said why). */
  const run = async (action: WorkflowEndpoint, body?: { comment: string }) => {
    setBusy(true);
    const url = doc.endpoint(action, workflow.current_step_index + 1);
    const res = await api<WorkflowAnswer>(url, { method: 'POST', json: body ?? {} });
    setBusy(false);
    return res.ok ? res.data : null;
  };
  const approve = async () => {
    let comment: string | null = null;
    if (!workflow.approval_is_final) {
      const current = workflow.steps[workflow.current_step_index];
      comment = await askComment({
        title: `Approve ${current?.name ?? 'this step'}`,
        intro: 'Leave a comment for the next approver.',
        confirmLabel: 'Approve',
      });
      if (comment === null) return;
    }
    const result = await run('approve_step', comment === null ? undefined : { comment });
    if (result?.final) {
      ui.toast(`${CAPITALISED[doc.term]} approved`);
      return router.push(doc.approvedPage);
    }
    if (result) ui.toast('Step approved');
    await reload();
  };
  const revert = async (action: Revert) => {
    const comment = await askComment(reverts[action]);
    if (comment === null) return;
    const result = await run(action, { comment });
    if (result) ui.toast(reverts[action].toast);
    if (result && action === 'revert_to_draft') return router.push(doc.editPage);
    await reload();
  };

  /** run and setBusy for the document's own actions (send, delete), which hold the buttons too. */
  return {
    run,
    setBusy,
    buttons: {
      term: doc.term,
      can: (action: string) => doc.actions.includes(action),
      busy,
      reverts,
      editPage: doc.editPage,
      onApprove: approve,
      onRevert: revert,
      dialog,
    },
  };
}
