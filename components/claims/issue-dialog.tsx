'use client';
// Issue the approved claim (spec §4 approved → issued, §5 issue rules): to whom it is emailed,
// the subject, files to attach (within the email limit), whether the audit trail goes with the PDF;
// then issue → toasts 'Claim issued' and 'Email sent' / 'Emails sent' (§8).
import { useEffect, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { AT_LEAST_ONE_RECIPIENT, type Recipient, type TIssueClaim } from '@/lib/schemas/claims';
import type { ContractDocument } from '@/lib/server/contracts/list-contract-documents';
import type { AccountContact } from '@/lib/server/contacts/list-account-contacts';
import type { ClaimRead, IssueAnswer } from './claim-json';
import { accountContactsApi, claimApi, contractDocumentsApi, type ClaimIds } from './claim-paths';
import { chosenSize, claimFiles, IssueAttachmentsField, type EmailFile } from './issue-attachments-field';
import { hasEmail, RecipientsField, type EmailContact } from './recipients-field';

export interface Counterparty {
  /** The other party's company in this account's contacts, when it has one. */
  companyId: string | null;
  name: string | null;
}

/** The other party's people first; every contact with an email when it has none listed. */
function recipientChoices(all: AccountContact[], companyId: string | null): EmailContact[] {
  const withEmail = all.filter(hasEmail);
  const theirs = withEmail.filter((c) => c.entity_id === companyId);
  return theirs.length ? theirs : withEmail;
}

export function IssueDialog(props: {
  ids: ClaimIds;
  read: ClaimRead;
  counterparty: Counterparty;
  onRead: (read: ClaimRead) => void;
  onClose: () => void;
  onIssued: () => void;
}) {
  const api = useApi();
  const ui = useUi();
  const ids = useId();
  const { read } = props;
  const [contacts, setContacts] = useState<EmailContact[] | null>(null);
  const [documents, setDocuments] = useState<EmailFile[]>([]);
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [subject, setSubject] = useState(`${read.claim.payclaim_name} – ${read.contract.name}`);
  const [hasEmail, setHasEmail] = useState(true);
  const [isBulk, setIsBulk] = useState(read.contract.claim_bulk_email);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const files = [...claimFiles(read.attachments), ...documents];
  const limit = read.file_upload_size_limit;
  const exceeded = chosenSize(files, chosen) > limit;

  useEffect(() => {
    void api<{ contacts: AccountContact[] }>(accountContactsApi(props.ids.accountId)).then((res) =>
      setContacts(res.ok ? recipientChoices(res.data.contacts, props.counterparty.companyId) : []),
    );
    void api<{ attachments: ContractDocument[] }>(contractDocumentsApi(props.ids)).then(
      (res) =>
        res.ok &&
        setDocuments(
          res.data.attachments
            .filter((d) => d.is_own)
            .map((d) => ({ file_id: d.file_id, file_name: d.file_name, size: d.size, source: 'Contract' })),
        ),
    );
  }, [api, props.ids, props.counterparty.companyId]);

  const setAuditTrail = async (on: boolean) => {
    const res = await api<ClaimRead>(claimApi(props.ids, 'info'), {
      method: 'PATCH',
      json: { updated_at: read.claim.updated_at, attach_audit_trail: on },
    });
    if (res.ok) props.onRead(res.data);
  };

  const issue = async () => {
    if (hasEmail && recipients.length === 0) return void ui.alert('Error!', [AT_LEAST_ONE_RECIPIENT]);
    const body: TIssueClaim = {
      to_contacts: hasEmail ? recipients : [],
      subject,
      attachments: hasEmail ? [...chosen] : [],
      has_email_service: hasEmail,
      is_bulk: isBulk,
    };
    setBusy(true);
    const res = await api<IssueAnswer>(claimApi(props.ids, 'issue'), { method: 'POST', json: body });
    setBusy(false);
    if (!res.ok) return;
    ui.toast('Claim issued');
    if (res.data.emails_queued > 0) ui.toast(res.data.emails_queued === 1 ? 'Email sent' : 'Emails sent');
    props.onIssued();
  };

  return (
    <Modal
      open
      title="Issue claim"
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={busy || (hasEmail && exceeded)} onClick={issue}>
            {busy ? 'Issuing…' : 'Issue claim'}
          </button>
        </>
      }
    >
      <div className="form cl-issue">
        <label className="checkbox" htmlFor={`${ids}-email`}>
          <input
            id={`${ids}-email`}
            type="checkbox"
            checked={hasEmail}
            onChange={(e) => setHasEmail(e.target.checked)}
          />{' '}
          Email the claim to the other party
        </label>
        {hasEmail && (
          <>
            <RecipientsField
              recipients={recipients}
              onChange={setRecipients}
              contacts={contacts}
              counterparty={props.counterparty.name}
            />
            <label htmlFor={`${ids}-subject`}>Subject</label>
            <input
              id={`${ids}-subject`}
              maxLength={300}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
            <label className="checkbox" htmlFor={`${ids}-bulk`}>
              <input
                id={`${ids}-bulk`}
                type="checkbox"
                checked={isBulk}
                onChange={(e) => setIsBulk(e.target.checked)}
              />{' '}
              Tell each recipient who else it was sent to
            </label>
            <IssueAttachmentsField files={files} chosen={chosen} onChosen={setChosen} limit={limit} />
          </>
        )}
        <label className="checkbox" htmlFor={`${ids}-audit`}>
          <input
            id={`${ids}-audit`}
            type="checkbox"
            checked={read.claim.attach_audit_trail}
            onChange={(e) => void setAuditTrail(e.target.checked)}
          />{' '}
          Attach the approval audit trail to the claim PDF
        </label>
      </div>
    </Modal>
  );
}
