'use client';
// Issue the approved certificate (payment schedule / payment notice): the shared issue dialog with
// the certificate's own choices — auto_notify adds the claimer's contacts on the contract to the
// recipients (so none need be typed then), and the audit trail may go with the PDF.
import { useId } from 'react';
import { DocumentIssueDialog, type Counterparty } from '@/components/documents/issue-dialog';
import { useApi } from '@/components/ui/use-api';
import type { CertIssueAnswer, CertRead } from './cert-json';
import type { CertIds } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';
import styles from './cert.module.css';

export function CertIssueDialog(props: {
  ids: CertIds;
  read: CertRead;
  counterparty: Counterparty;
  onRead: (read: CertRead) => void;
  onClose: () => void;
  onIssued: () => void;
}) {
  const api = useApi();
  const id = useId();
  const { read } = props;
  const { cert } = read;
  const info = async (change: { attach_audit_trail?: boolean; auto_notify?: boolean }) => {
    const res = await api<CertRead>(certApi(props.ids, 'info'), {
      method: 'PATCH',
      json: { updated_at: cert.updated_at, ...change },
    });
    if (res.ok) props.onRead(res.data);
  };
  const contacts = read.auto_notify_contacts;
  const notified = cert.auto_notify && contacts.length > 0;
  return (
    <DocumentIssueDialog<CertIssueAnswer>
      term="Certificate"
      contractIds={props.ids}
      issueUrl={certApi(props.ids, 'issue')}
      checkUrl={certApi(props.ids, 'issue_check')}
      subject={`${cert.name} – ${read.claim.payclaim_name} – ${read.contract.name}`}
      isBulk={read.contract.cert_bulk_email}
      attachments={read.attachments}
      sizeLimit={read.file_upload_size_limit}
      auditTrail={cert.attach_audit_trail}
      onAuditTrail={(on) => void info({ attach_audit_trail: on })}
      recipientsRequired={!notified}
      alsoNotified={
        <div className={styles.autonotify}>
          <label className="checkbox" htmlFor={`${id}-auto`}>
            <input
              id={`${id}-auto`}
              type="checkbox"
              checked={cert.auto_notify}
              onChange={(e) => void info({ auto_notify: e.target.checked })}
            />{' '}
            Also send it to the claimer&apos;s contacts on this contract
          </label>
          {cert.auto_notify &&
            (contacts.length > 0 ? (
              <p className="hint">
                {contacts.map((c) => `${c.contact_name} <${c.contact_email}>`).join(', ')}
              </p>
            ) : (
              <p className="hint">The claimer has no contacts on this contract: add recipients below.</p>
            ))}
        </div>
      }
      counterparty={props.counterparty}
      onClose={props.onClose}
      onIssued={props.onIssued}
    />
  );
}
