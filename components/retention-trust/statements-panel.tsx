'use client';
// What the payee has been sent about its retention (issue 31; CCA 2002 s18FD): each transaction
// report, quarterly statement and notice of intended use, newest first, in its own words, with its
// PDF and a way to send it again to the payee's contacts as they are now; and a statement to date,
// sent on request between the quarterly ones.
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { contractApi } from '@/lib/paths/api-paths';
import type { RetentionLedgerJson } from '@/lib/server/retention-trust/read-retention-ledger';
import styles from './retention-trust.module.css';

export function StatementsPanel(props: {
  ids: { accountId: string; projectId: string; contractId: string };
  money: (cents: number) => string;
  canRecord: boolean;
  ledger: RetentionLedgerJson;
  onChange: (ledger: RetentionLedgerJson) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const [sending, setSending] = useState<string | null>(null);
  const { statements, statement_recipients: recipients } = props.ledger;

  const sendAgain = async (id: string) => {
    setSending(id);
    const res = await api<{ emailed_to: string[] }>(
      contractApi(props.ids, `retention_statements/${id}/send`),
      {
        method: 'POST',
      },
    );
    setSending(null);
    if (res.ok) ui.toast(`Sent again to ${res.data.emailed_to.join(', ')}.`);
  };

  const sendNow = async () => {
    setSending('now');
    const res = await api<RetentionLedgerJson>(contractApi(props.ids, 'retention_statements'), {
      method: 'POST',
    });
    setSending(null);
    if (!res.ok) return;
    props.onChange(res.data);
    ui.toast(`Statement to date sent to ${recipients.join(', ')}.`);
  };

  return (
    <section className="card" aria-labelledby="statements">
      <h2 id="statements">Sent to the payee</h2>
      <p className="hint">
        A transaction report goes after each withholding, release or use, and a statement at each quarter’s
        end,
        {recipients.length > 0
          ? ` to ${recipients.join(', ')}.`
          : ' to the payee’s contacts: add one with an email address to its company in Contacts.'}
      </p>
      {props.canRecord && recipients.length > 0 && (
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={sending === 'now'}
            onClick={() => void sendNow()}
          >
            Send a statement now
          </button>
        </div>
      )}
      {statements.length === 0 ? (
        <p>Nothing sent yet.</p>
      ) : (
        <ul className={styles.list}>
          {statements.map((s) => (
            <li key={s.id}>
              <details>
                <summary>
                  {s.title}
                  {s.quarter ? ` ${s.quarter}` : ''}, {s.made_on}: {props.money(s.held)} held
                </summary>
                {s.paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </details>
              <div className="actions">
                <a className="link-button" href={contractApi(props.ids, `retention_statements/${s.id}/pdf`)}>
                  PDF
                </a>
                {props.canRecord && recipients.length > 0 && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={sending === s.id}
                    onClick={() => void sendAgain(s.id)}
                  >
                    Send again
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
