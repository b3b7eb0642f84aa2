'use client';
// What a claim's and a certificate's review screens end with, the same for both: the document's
// files and history, and the issue and resend dialogs that its actions open (useReviewDialogs).
// A resend changes no version of the document but adds to its history, so resends are counted
// and the history re-read after each.
import { useState, type ReactNode } from 'react';
import type { ClaimContractIds } from '@/lib/paths/page-paths';
import type { DocumentAttachment } from './document-json';
import { FilesCard, HistoryCard } from './document-cards';
import type { Counterparty } from './issue-dialog';
import { ResendDialog } from './resend-dialog';

export function useReviewDialogs() {
  const [issuing, setIssuing] = useState(false);
  const [resending, setResending] = useState(false);
  const [resends, setResends] = useState(0);
  return {
    issuing,
    resending,
    resends,
    openIssue: () => setIssuing(true),
    openResend: () => setResending(true),
    closeIssue: () => setIssuing(false),
    closeResend: () => setResending(false),
    resent: () => {
      setResending(false);
      setResends((n) => n + 1);
    },
  };
}

type Dialogs = ReturnType<typeof useReviewDialogs>;

export function ReviewEnd(props: {
  term: 'Claim' | 'Certificate';
  /** The document's API address with a suffix (claimApi or certApi). */
  api: (suffix: string) => string;
  contractIds: ClaimContractIds;
  read: { attachments: DocumentAttachment[]; actions: readonly string[]; file_upload_size_limit: number };
  onAttachments: (attachments: DocumentAttachment[]) => void;
  /** Largest file the files card takes. */
  sizeLimit: number;
  updatedAt: string;
  timeZone: string;
  counterparty: Counterparty;
  dialogs: Dialogs;
  /** The document's issue dialog, shown while issuing; it calls `issued` when done. */
  issueDialog: (issued: () => void) => ReactNode;
  reload: () => Promise<void>;
}) {
  const { dialogs, read } = props;
  return (
    <>
      <FilesCard
        url={props.api('attachments')}
        term={props.term.toLowerCase()}
        attachments={read.attachments}
        onAttachments={props.onAttachments}
        canChange={read.actions.includes('attachments')}
        sizeLimit={props.sizeLimit}
      />
      <HistoryCard
        url={props.api('history')}
        timeZone={props.timeZone}
        version={`${props.updatedAt}#${dialogs.resends}`}
      />
      {dialogs.issuing &&
        props.issueDialog(() => {
          dialogs.closeIssue();
          void props.reload();
        })}
      {dialogs.resending && (
        <ResendDialog
          term={props.term}
          contractIds={props.contractIds}
          url={props.api('email')}
          attachments={read.attachments}
          sizeLimit={read.file_upload_size_limit}
          counterparty={props.counterparty}
          onClose={dialogs.closeResend}
          onSent={() => {
            dialogs.resent();
            void props.reload();
          }}
        />
      )}
    </>
  );
}
