'use client';
// Issue an approved claim or certificate (spec §4 approved → issued, §5 issue rules): first the
// checks before issue (what is missing blocks it; warnings must be accepted), then to whom it is
// emailed, the subject, files to attach (within the email limit), whether the audit trail goes with
// the PDF; then issue → toasts 'Claim issued' / 'Certificate issued' and 'Email sent' / 'Emails
// sent' (§8).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { IssueCheck } from '@/lib/domain/issue-checks';
import { AT_LEAST_ONE_RECIPIENT, type Recipient, type TIssueClaim } from '@/lib/schemas/claims';
import type { ClaimRead, IssueAnswer } from '../claims/claim-json';
import type { DocumentAttachment } from './document-json';
import type { ClaimContractIds, ClaimIds } from '@/lib/paths/page-paths';
import { claimApi } from '@/lib/paths/api-paths';
import { chosenSize, documentFiles } from './issue-attachments-field';
import { EmailFields } from './email-fields';
import { useEmailChoices } from './email-choices';
import { IssueCheckPanel, issueAllowed } from './issue-check-panel';
import styles from './documents.module.css';

export interface Counterparty {
  /** The other party's company in this account's contacts, when it has one. */
  companyId: string | null;
  name: string | null;
}

/** What is being issued, and how. */
export interface IssueSubject {
  /** 'Claim' or 'Certificate': the dialog's title, buttons and toast. */
  term: 'Claim' | 'Certificate';
  contractIds: ClaimContractIds;
  issueUrl: string;
  /** GET: the checks before issue, { errors, warnings }. */
  checkUrl: string;
  subject: string;
  isBulk: boolean;
  attachments: readonly DocumentAttachment[];
  sizeLimit: number;
  auditTrail: boolean;
  onAuditTrail: (on: boolean) => void;
  /** Recipients the server adds on its own (a certificate's auto_notify): none need be typed then. */
  alsoNotified?: ReactNode;
  recipientsRequired: boolean;
}

export function DocumentIssueDialog<A extends { emails_queued: number }>(
  props: IssueSubject & {
    counterparty: Counterparty;
    onClose: () => void;
    onIssued: (answer: A) => void;
  },
) {
  const api = useApi();
  const ui = useUi();
  const ids = useId();
  const noun = props.term.toLowerCase();
  const { contacts, documents } = useEmailChoices(props.contractIds, props.counterparty.companyId);
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [subject, setSubject] = useState(props.subject);
  const [hasEmail, setHasEmail] = useState(true);
  const [isBulk, setIsBulk] = useState(props.isBulk);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<IssueCheck | null>(null);
  const [accepted, setAccepted] = useState(false);
  const files = [...documentFiles(props.attachments, props.term), ...documents];
  const exceeded = chosenSize(files, chosen) > props.sizeLimit;

  // A check that cannot be read (the alert says why) leaves the decision to the server, which
  // refuses on the same errors.
  useEffect(() => {
    void api<IssueCheck>(props.checkUrl).then((res) =>
      setCheck(res.ok ? res.data : { errors: [], warnings: [] }),
    );
  }, [api, props.checkUrl]);

  const issue = async () => {
    if (hasEmail && props.recipientsRequired && recipients.length === 0)
      return void ui.alert('Error!', [AT_LEAST_ONE_RECIPIENT]);
    const body: TIssueClaim = {
      to_contacts: hasEmail ? recipients : [],
      subject,
      attachments: hasEmail ? [...chosen] : [],
      has_email_service: hasEmail,
      is_bulk: isBulk,
    };
    setBusy(true);
    const res = await api<A>(props.issueUrl, { method: 'POST', json: body });
    setBusy(false);
    if (!res.ok) return;
    ui.toast(`${props.term} issued`);
    if (res.data.emails_queued > 0) ui.toast(res.data.emails_queued === 1 ? 'Email sent' : 'Emails sent');
    props.onIssued(res.data);
  };

  return (
    <Modal
      open
      title={`Issue ${noun}`}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || (hasEmail && exceeded) || !issueAllowed(check, accepted)}
            onClick={issue}
          >
            {busy ? 'Issuing…' : `Issue ${noun}`}
          </button>
        </>
      }
    >
      <div className={`form ${styles.issue}`}>
        <IssueCheckPanel noun={noun} check={check} accepted={accepted} onAccepted={setAccepted} />
        <label className="checkbox" htmlFor={`${ids}-email`}>
          <input
            id={`${ids}-email`}
            type="checkbox"
            checked={hasEmail}
            onChange={(e) => setHasEmail(e.target.checked)}
          />{' '}
          Email the {noun} to the other party
        </label>
        {hasEmail && (
          <>
            {props.alsoNotified}
            <EmailFields
              ids={ids}
              recipients={recipients}
              onRecipients={setRecipients}
              contacts={contacts}
              counterparty={props.counterparty.name}
              subject={subject}
              onSubject={setSubject}
              isBulk={isBulk}
              onBulk={setIsBulk}
              files={files}
              chosen={chosen}
              onChosen={setChosen}
              limit={props.sizeLimit}
              noun={noun}
            />
          </>
        )}
        <label className="checkbox" htmlFor={`${ids}-audit`}>
          <input
            id={`${ids}-audit`}
            type="checkbox"
            checked={props.auditTrail}
            onChange={(e) => props.onAuditTrail(e.target.checked)}
          />{' '}
          Attach the approval audit trail to the {noun} PDF
        </label>
      </div>
    </Modal>
  );
}

/** The claim's issue dialog. */
export function IssueDialog(props: {
  ids: ClaimIds;
  read: ClaimRead;
  counterparty: Counterparty;
  onRead: (read: ClaimRead) => void;
  onClose: () => void;
  onIssued: () => void;
}) {
  const api = useApi();
  const { read } = props;
  const setAuditTrail = async (on: boolean) => {
    const res = await api<ClaimRead>(claimApi(props.ids, 'info'), {
      method: 'PATCH',
      json: { updated_at: read.claim.updated_at, attach_audit_trail: on },
    });
    if (res.ok) props.onRead(res.data);
  };
  return (
    <DocumentIssueDialog<IssueAnswer>
      term="Claim"
      contractIds={props.ids}
      issueUrl={claimApi(props.ids, 'issue')}
      checkUrl={claimApi(props.ids, 'issue_check')}
      subject={`${read.claim.payclaim_name} – ${read.contract.name}`}
      isBulk={read.contract.claim_bulk_email}
      attachments={read.attachments}
      sizeLimit={read.file_upload_size_limit}
      auditTrail={read.claim.attach_audit_trail}
      onAuditTrail={(on) => void setAuditTrail(on)}
      recipientsRequired
      counterparty={props.counterparty}
      onClose={props.onClose}
      onIssued={props.onIssued}
    />
  );
}
