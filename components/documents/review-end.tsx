'use client';
// What a claim's and a certificate's review screens end with, the same for both: the document's
// files and history, and the issue and resend dialogs that its actions open (useReviewDialogs).
// A resend changes no version of the document but adds to its history, so resends are counted
// and the history re-read after each.
import { useState, type ComponentType } from 'react';
import type { ClaimContractIds } from '@/lib/paths/page-paths';
import type { DocumentAttachment, FiguresPage } from './document-json';
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

/** What a claim's or certificate's review screen is given by its page. */
export type ReviewPageProps<Ids, Read> = FiguresPage & {
  ids: Ids;
  initial: Read;
  timeZone: string;
  counterparty: Counterparty;
  /** The account has an integration and the contract's link to the project-management system is on. */
  integration?: boolean;
};

type ReviewRead = {
  attachments: DocumentAttachment[];
  actions: readonly string[];
  file_upload_size_limit: number;
};

/** The props of a document's issue dialog (claim: IssueDialog, certificate: CertIssueDialog). */
export type IssueDialogProps<Ids, Read> = {
  ids: Ids;
  read: Read;
  counterparty: Counterparty;
  onRead: (read: Read) => void;
  onClose: () => void;
  onIssued: () => void;
};

export function ReviewEnd<Ids extends ClaimContractIds, Read extends ReviewRead>(props: {
  term: 'Claim' | 'Certificate';
  /** The document's API address with a suffix (claimApi or certApi). */
  api: (suffix: string) => string;
  page: Pick<ReviewPageProps<Ids, Read>, 'ids' | 'timeZone' | 'counterparty'>;
  /** The document as last read (useDocumentRead). */
  document: {
    read: Read;
    setRead: (change: (read: Read) => Read) => void;
    reload: () => Promise<void>;
  };
  /** Largest file the files card takes (the read answer's limit unless given). */
  sizeLimit?: number;
  updatedAt: string;
  dialogs: Dialogs;
  /** The document's issue dialog, shown while issuing. */
  IssueDialog: ComponentType<IssueDialogProps<Ids, Read>>;
}) {
  const { dialogs, page, IssueDialog } = props;
  const { read, setRead, reload } = props.document;
  return (
    <>
      <FilesCard
        url={props.api('attachments')}
        term={props.term.toLowerCase()}
        attachments={read.attachments}
        onAttachments={(attachments) => setRead((r) => ({ ...r, attachments }))}
        canChange={read.actions.includes('attachments')}
        sizeLimit={props.sizeLimit ?? read.file_upload_size_limit}
      />
      <HistoryCard
        url={props.api('history')}
        timeZone={page.timeZone}
        version={`${props.updatedAt}#${dialogs.resends}`}
      />
      {dialogs.issuing && (
        <IssueDialog
          ids={page.ids}
          read={read}
          counterparty={page.counterparty}
          onRead={(next) => setRead(() => next)}
          onClose={dialogs.closeIssue}
          onIssued={() => {
            dialogs.closeIssue();
            void reload();
          }}
        />
      )}
      {dialogs.resending && (
        <ResendDialog
          term={props.term}
          contractIds={page.ids}
          url={props.api('email')}
          attachments={read.attachments}
          sizeLimit={read.file_upload_size_limit}
          counterparty={page.counterparty}
          onClose={dialogs.closeResend}
          onSent={() => {
            dialogs.resent();
            void reload();
          }}
        />
      )}
    </>
  );
}
