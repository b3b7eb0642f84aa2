'use client';
// The workflow buttons of a claim or certificate (spec §4), shown as the read answer's `actions`
// allow: send for approval, approve, issue, the three reverts, and the PDF download. What they do
// is use-workflow-actions.ts; the document adds its send, its issue dialog and its own buttons.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { downloadBlob } from '@/components/ui/file-transfer';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import type { CommentRequest } from './comment-dialog';
import type { Revert } from './use-workflow-actions';
import styles from './documents.module.css';

export function WorkflowButtons(props: {
  can: (action: 'update' | 'send_approval' | 'approve_step' | 'issue' | Revert | 'resend_email') => boolean;
  term: 'claim' | 'certificate';
  busy: boolean;
  reverts: Record<Revert, CommentRequest & { button: string }>;
  /** The editor, linked while the caller may edit ("Edit claim"; the primary button on a claim). */
  editPage: string;
  editStyle?: 'primary' | 'secondary';
  onSend: () => void;
  onApprove: () => void;
  onIssue: () => void;
  onRevert: (action: Revert) => void;
  /** The comment dialog, while one is open. */
  dialog: ReactNode;
  pdf: { url: string; fileName: string };
  /** "Resend by email", shown when the caller may resend the issued document. */
  onResend: () => void;
  /** After the workflow buttons (delete). */
  last?: ReactNode;
}) {
  const { can, busy } = props;
  const fetchUi = useFetchUi();
  return (
    <>
      <div className={`actions ${styles.workflowActions}`}>
        {can('update') && (
          <Link
            className={props.editStyle === 'primary' ? 'button' : 'button secondary'}
            href={props.editPage}
          >
            {`Edit ${props.term}`}
          </Link>
        )}
        {can('send_approval') && (
          <button type="button" className="button" disabled={busy} onClick={props.onSend}>
            Send for approval
          </button>
        )}
        {can('approve_step') && (
          <button type="button" className="button" disabled={busy} onClick={props.onApprove}>
            Approve
          </button>
        )}
        {can('issue') && (
          <button type="button" className="button" disabled={busy} onClick={props.onIssue}>
            {`Issue ${props.term}`}
          </button>
        )}
        {(['revert_step', 'revert_to_review', 'revert_to_draft'] as const).map(
          (action) =>
            can(action) && (
              <button
                key={action}
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => props.onRevert(action)}
              >
                {props.reverts[action].button}
              </button>
            ),
        )}
        <button
          type="button"
          className="button secondary"
          onClick={() => downloadBlob(props.pdf.url, props.pdf.fileName, fetchUi)}
        >
          Download PDF
        </button>
        {can('resend_email') && (
          <button type="button" className="button secondary" disabled={busy} onClick={props.onResend}>
            Resend by email
          </button>
        )}
        {props.last}
      </div>
      {props.dialog}
    </>
  );
}
