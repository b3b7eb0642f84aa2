'use client';
// Email an issued claim or certificate again (§7 send_payclaim_email; cert /email): to the people
// it was issued to, prefilled, and anyone added; the subject and files as they went at issue, both
// changeable. The email is the issue's: the PDF as issued, links to the files shared now. Toasts
// 'Email sent' / 'Emails sent' (§8). One dialog is one resend: its id goes with the request, so a
// retried click cannot send twice.
import { useEffect, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { AT_LEAST_ONE_RECIPIENT, type Recipient, type TResendEmail } from '@/lib/schemas/claims';
import type { ClaimContractIds } from '@/lib/paths/page-paths';
import type { ResendAnswer, ResendFormAnswer } from '../claims/claim-json';
import type { DocumentAttachment } from './document-json';
import { useEmailChoices } from './email-choices';
import type { Counterparty } from './issue-dialog';
import { chosenSize, documentFiles } from './issue-attachments-field';
import { EmailFields } from './email-fields';
import styles from './documents.module.css';

/** A version 4 UUID from the browser's random source (randomUUID needs HTTPS; this does not). */
function newResendId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function ResendDialog(props: {
  /** 'Claim' or 'Certificate'. */
  term: 'Claim' | 'Certificate';
  contractIds: ClaimContractIds;
  /** The document's …/email: GET what to start from, POST to send. */
  url: string;
  attachments: readonly DocumentAttachment[];
  sizeLimit: number;
  counterparty: Counterparty;
  onClose: () => void;
  onSent: (answer: ResendAnswer) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const ids = useId();
  const noun = props.term.toLowerCase();
  const { contacts, documents } = useEmailChoices(props.contractIds, props.counterparty.companyId);
  const [loaded, setLoaded] = useState(false);
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [subject, setSubject] = useState('');
  const [isBulk, setIsBulk] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [resendId] = useState(newResendId);
  const files = [...documentFiles(props.attachments, props.term), ...documents];
  const exceeded = chosenSize(files, chosen) > props.sizeLimit;

  useEffect(() => {
    void api<ResendFormAnswer>(props.url).then((res) => {
      if (!res.ok) return props.onClose();
      setRecipients(res.data.to_contacts);
      setSubject(res.data.subject);
      setIsBulk(res.data.is_bulk);
      setChosen(new Set(res.data.attachments));
      setLoaded(true);
    });
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, props.url]);

  const send = async () => {
    if (recipients.length === 0) return void ui.alert('Error!', [AT_LEAST_ONE_RECIPIENT]);
    const body: TResendEmail = {
      to_contacts: recipients,
      subject,
      attachments: [...chosen],
      is_bulk: isBulk,
      resend_id: resendId,
    };
    setBusy(true);
    const res = await api<ResendAnswer>(props.url, { method: 'POST', json: body });
    setBusy(false);
    if (!res.ok) return;
    ui.toast(res.data.emails_queued === 1 ? 'Email sent' : 'Emails sent');
    props.onSent(res.data);
  };

  return (
    <Modal
      open
      title={`Resend ${noun} by email`}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={!loaded || busy || exceeded} onClick={send}>
            {busy ? 'Sending…' : 'Send'}
          </button>
        </>
      }
    >
      <div className={`form ${styles.issue}`}>
        {!loaded ? (
          <p className="muted">Loading…</p>
        ) : (
          <>
            <p className="hint">
              The {noun} goes as it was issued, with its PDF. Recipients start as those it was issued to.
            </p>
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
      </div>
    </Modal>
  );
}
