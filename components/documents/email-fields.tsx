'use client';
// The email part of issuing a claim or certificate and of emailing it again (issue-dialog.tsx,
// resend-dialog.tsx): recipients, subject, whether each recipient is told who else it went to, and
// the files attached.
import type { ComponentProps } from 'react';
import { IssueAttachmentsField } from './issue-attachments-field';
import { RecipientsField } from './recipients-field';

type Recipients = ComponentProps<typeof RecipientsField>;
type Attachments = ComponentProps<typeof IssueAttachmentsField>;

export function EmailFields(props: {
  /** The dialog's useId(), so the labels point at this dialog's inputs. */
  ids: string;
  recipients: Recipients['recipients'];
  onRecipients: Recipients['onChange'];
  contacts: Recipients['contacts'];
  counterparty: Recipients['counterparty'];
  subject: string;
  onSubject: (subject: string) => void;
  isBulk: boolean;
  onBulk: (isBulk: boolean) => void;
  files: Attachments['files'];
  chosen: Attachments['chosen'];
  onChosen: Attachments['onChosen'];
  limit: Attachments['limit'];
  noun: Attachments['noun'];
}) {
  const { ids } = props;
  return (
    <>
      <RecipientsField
        recipients={props.recipients}
        onChange={props.onRecipients}
        contacts={props.contacts}
        counterparty={props.counterparty}
      />
      <label htmlFor={`${ids}-subject`}>Subject</label>
      <input
        id={`${ids}-subject`}
        maxLength={300}
        value={props.subject}
        onChange={(e) => props.onSubject(e.target.value)}
      />
      <label className="checkbox" htmlFor={`${ids}-bulk`}>
        <input
          id={`${ids}-bulk`}
          type="checkbox"
          checked={props.isBulk}
          onChange={(e) => props.onBulk(e.target.checked)}
        />{' '}
        Tell each recipient who else it was sent to
      </label>
      <IssueAttachmentsField
        files={props.files}
        chosen={props.chosen}
        onChosen={props.onChosen}
        limit={props.limit}
        noun={props.noun}
      />
    </>
  );
}
