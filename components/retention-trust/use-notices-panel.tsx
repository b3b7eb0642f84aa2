'use client';
// Using retention money to remedy the payee's defects (issue 31; CCA 2002 s18D): the payer gives
// written notice (emailed to the payee with its PDF, today), and may record the use only from the
// day after 10 working days have passed, for no more than the notice named. The server decides both;
// the form only opens once the day has come, and says when it will.
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { contractApi } from '@/lib/paths/api-paths';
import type { RetentionLedgerJson } from '@/lib/server/retention-trust/read-retention-ledger';
import styles from './retention-trust.module.css';

type Notice = RetentionLedgerJson['notices'][number];

export function UseNoticesPanel(props: {
  ids: { accountId: string; projectId: string; contractId: string };
  money: (cents: number) => string;
  today: string;
  canRecord: boolean;
  ledger: RetentionLedgerJson;
  onChange: (ledger: RetentionLedgerJson) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const [amount, setAmount] = useState('');
  const [defects, setDefects] = useState('');
  const [busy, setBusy] = useState(false);
  const { notices, statement_recipients: recipients } = props.ledger;

  const give = async (event: React.FormEvent) => {
    event.preventDefault();
    const ok = await ui.confirm(
      'Give notice of intended use',
      `Email ${recipients.join(', ')} notice that you intend to use up to ${amount} of their retention? It may be used after 10 working days.`,
      { ok: 'Give notice' },
    );
    if (!ok) return;
    setBusy(true);
    const res = await api<RetentionLedgerJson>(contractApi(props.ids, 'retention_use_notices'), {
      method: 'POST',
      json: { amount, defects },
    });
    setBusy(false);
    if (!res.ok) return;
    props.onChange(res.data);
    setAmount('');
    setDefects('');
    ui.toast('Notice given and emailed to the payee.');
  };

  return (
    <section className="card" aria-labelledby="use-notices">
      <h2 id="use-notices">Use to remedy defects</h2>
      <p className="hint">
        Retention may be used only to remedy the payee’s defects, if the contract allows it, and only after 10
        working days’ written notice (Construction Contracts Act 2002, s18D).
      </p>
      {notices.length > 0 && (
        <ul className={styles.list}>
          {notices.map((n) => (
            <li key={n.id}>
              <NoticeItem notice={n} {...props} />
            </li>
          ))}
        </ul>
      )}
      {props.canRecord &&
        (recipients.length === 0 ? (
          <p className="hint">
            To give notice, add a contact with an email address to the payee’s company in Contacts.
          </p>
        ) : (
          <form onSubmit={give} className="form">
            <h3>Give notice of intended use</h3>
            <label htmlFor="notice-amount">Most that may be used</label>
            <input
              id="notice-amount"
              className="input"
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <label htmlFor="notice-defects">The defects or non-performance it would remedy</label>
            <textarea
              id="notice-defects"
              className="input"
              required
              maxLength={2000}
              rows={3}
              value={defects}
              onChange={(e) => setDefects(e.target.value)}
            />
            <p className="hint">Emailed today to {recipients.join(', ')}, with the notice as a PDF.</p>
            <div className="actions">
              <button type="submit" className="button" disabled={busy}>
                Give notice
              </button>
            </div>
          </form>
        ))}
    </section>
  );
}

/** One notice: what it allows, from when, what was used under it, and the form to record a use. */
function NoticeItem(props: {
  notice: Notice;
  ids: { accountId: string; projectId: string; contractId: string };
  money: (cents: number) => string;
  today: string;
  canRecord: boolean;
  onChange: (ledger: RetentionLedgerJson) => void;
}) {
  const { notice: n, money } = props;
  const api = useApi();
  const ui = useUi();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const open = props.today >= n.usable_from;

  const use = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const res = await api<RetentionLedgerJson>(contractApi(props.ids, 'retention_ledger'), {
      method: 'POST',
      json: { kind: 'used', notice_id: n.id, amount, occurred_on: props.today, reference: reference || null },
    });
    setBusy(false);
    if (!res.ok) return;
    props.onChange(res.data);
    ui.toast('Use recorded; the payee is sent a transaction report.');
  };

  return (
    <>
      <p>
        <strong>{money(n.amount)}</strong>, notice given {n.given_on}: {n.defects}
        <br />
        {open ? `May be used since ${n.usable_from}` : `May be used from ${n.usable_from}`}; used{' '}
        {money(n.used)}.
      </p>
      {props.canRecord && open && n.remaining > 0 && (
        <form onSubmit={use} className="form">
          <label htmlFor={`use-amount-${n.id}`}>Amount used today (up to {money(n.remaining)})</label>
          <input
            id={`use-amount-${n.id}`}
            className="input"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <label htmlFor={`use-reference-${n.id}`}>What it paid for (optional)</label>
          <input
            id={`use-reference-${n.id}`}
            className="input"
            maxLength={120}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              Record the use
            </button>
          </div>
        </form>
      )}
    </>
  );
}
