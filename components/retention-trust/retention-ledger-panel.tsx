'use client';
// A contract's retention ledger, the payer's (issue 31; CCA 2002 s18C–s18E, s18FC): where the money
// is held, what is held for the payee, deposited in the trust account and not yet deposited (and
// since when), each entry, and the forms that record a deposit or a release on its own, or reverse
// one — a correction is a new entry, never an edit; then the notices of intended use and what the
// payee has been sent. The server checks every figure again.
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney } from '@/lib/domain/money-format';
import { contractApi } from '@/lib/paths/api-paths';
import type { HoldingJson } from '@/lib/server/retention-trust/holding-json';
import type { RetentionLedgerJson } from '@/lib/server/retention-trust/read-retention-ledger';
import styles from './retention-trust.module.css';
import { StatementsPanel } from './statements-panel';
import { UseNoticesPanel } from './use-notices-panel';

const KIND_LABEL: Record<RetentionLedgerJson['entries'][number]['kind'], string> = {
  withheld: 'Withheld',
  released: 'Released',
  deposited: 'Deposited',
  used: 'Used to remedy defects',
  reversal: 'Reversal',
};

export function RetentionLedgerPanel(props: {
  ids: { accountId: string; projectId: string; contractId: string };
  currency: string;
  today: string;
  canRecord: boolean;
  canEdit: boolean;
  holdings: HoldingJson[];
  initial: RetentionLedgerJson;
}) {
  const api = useApi();
  const ui = useUi();
  const [ledger, setLedger] = useState(props.initial);
  const [kind, setKind] = useState<'deposited' | 'released'>('deposited');
  const [amount, setAmount] = useState('');
  const [on, setOn] = useState(props.today);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const url = contractApi(props.ids, 'retention_ledger');
  const b = ledger.balances;

  const reload = async () => {
    const res = await api<RetentionLedgerJson>(url);
    if (res.ok) setLedger(res.data);
  };
  const chooseHolding = async (holdingId: string) => {
    const res = await api(contractApi(props.ids, 'retention_holding'), {
      method: 'PUT',
      json: { holding_id: holdingId || null },
    });
    if (res.ok) {
      ui.toast('Saved where this contract’s retention is held.');
      await reload();
    }
  };
  const record = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const res = await api<RetentionLedgerJson>(url, {
      method: 'POST',
      json: { kind, amount, occurred_on: on, reference: reference || null },
    });
    setBusy(false);
    if (!res.ok) return;
    setLedger(res.data);
    setAmount('');
    setReference('');
    ui.toast(kind === 'deposited' ? 'Deposit recorded.' : 'Release recorded.');
  };
  const reverse = async (entry: RetentionLedgerJson['entries'][number]) => {
    const ok = await ui.confirm(
      'Reverse entry',
      `Reverse the ${KIND_LABEL[entry.kind].toLowerCase()} of ${money(entry.amount)} on ${entry.occurred_on}? A reversal entry is added; the entry itself stays on the record.`,
      { ok: 'Reverse' },
    );
    if (!ok) return;
    const res = await api<RetentionLedgerJson>(url, {
      method: 'POST',
      json: { kind: 'reversal', reverses_id: entry.id, occurred_on: props.today },
    });
    if (res.ok) setLedger(res.data);
  };

  return (
    <>
      <section className="card" aria-labelledby="held-in">
        <h2 id="held-in">Where it is held</h2>
        {props.canEdit ? (
          <>
            <label htmlFor="holding">Trust account or instrument</label>
            <select
              id="holding"
              className={styles.choice}
              value={ledger.holding?.id ?? ''}
              onChange={(e) => void chooseHolding(e.target.value)}
            >
              <option value="">Nowhere named yet</option>
              {props.holdings.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.label}
                </option>
              ))}
            </select>
            {props.holdings.length === 0 && (
              <p className="hint">Record your trust account first, in Manage account → Retention trust.</p>
            )}
          </>
        ) : (
          <p>{ledger.holding?.label ?? 'Nowhere named yet.'}</p>
        )}
      </section>
      <section className="card" aria-labelledby="balances">
        <h2 id="balances">Held for the payee</h2>
        <dl className="summary-grid">
          {(
            [
              ['Withheld to date', b.withheld],
              ['Released to date', b.released],
              ['Used to remedy defects', b.used],
              ['Held on trust', b.held],
              ['In the trust account', b.deposited],
            ] as const
          ).map(([label, cents]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{money(cents)}</dd>
            </div>
          ))}
          <div>
            <dt>Not yet deposited</dt>
            <dd className={b.undeposited > 0 ? styles.short : undefined}>
              {money(b.undeposited)}
              {b.undeposited_since && ` since ${b.undeposited_since}`}
            </dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="entries">
        <h2 id="entries">Ledger</h2>
        {ledger.entries.length === 0 ? (
          <p>No entries yet: the first certificate that withholds retention writes one.</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Retention ledger entries, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Entry</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Reference</th>
                  {props.canRecord && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {ledger.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{e.occurred_on}</td>
                    <td>
                      {KIND_LABEL[e.kind]}
                      {e.certificate_number !== null && ` by certificate ${e.certificate_number}`}
                      {e.reversed_by && ' (reversed)'}
                    </td>
                    <td>{money(e.amount)}</td>
                    <td>{e.reference ?? ''}</td>
                    {props.canRecord && (
                      <td>
                        {e.certificate_number === null && e.kind !== 'reversal' && !e.reversed_by && (
                          <button type="button" className="link-button" onClick={() => void reverse(e)}>
                            Reverse
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {props.canRecord && (
        <form onSubmit={record} className="form card" aria-labelledby="record-heading">
          <h2 id="record-heading">Record a deposit or release</h2>
          <label htmlFor="entry-kind">Entry</label>
          <select id="entry-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            <option value="deposited">Deposit into the trust account</option>
            <option value="released">Release paid to the payee (not through a certificate)</option>
          </select>
          <label htmlFor="entry-amount">Amount</label>
          <input
            id="entry-amount"
            className="input"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <label htmlFor="entry-on">Day (the bank’s date for a deposit)</label>
          <input
            id="entry-on"
            className="input"
            type="date"
            required
            max={props.today}
            value={on}
            onChange={(e) => setOn(e.target.value)}
          />
          <label htmlFor="entry-reference">Reference (optional)</label>
          <input
            id="entry-reference"
            className="input"
            maxLength={120}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              Record
            </button>
          </div>
        </form>
      )}
      <UseNoticesPanel
        ids={props.ids}
        money={money}
        today={props.today}
        canRecord={props.canRecord}
        ledger={ledger}
        onChange={setLedger}
      />
      <StatementsPanel
        ids={props.ids}
        money={money}
        canRecord={props.canRecord}
        ledger={ledger}
        onChange={setLedger}
      />
    </>
  );
}
