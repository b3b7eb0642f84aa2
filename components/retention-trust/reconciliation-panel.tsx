'use client';
// A trust account's reconciliations (issue 31; CCA 2002 s18E, s18FC): type the balance the bank
// states on a day and see it against the ledgers' balance for that day, frozen when recorded. A
// shortfall (the bank holds less) shows in red until its explanation is recorded — the one change a
// reconciliation allows; a surplus (interest, money not yet allocated) is not a breach. Those who
// may edit the account reconcile and explain; everyone else reads.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney } from '@/lib/domain/money-format';
import type { ReconciliationState } from '@/lib/domain/retention-reconciliation';
import { reconciliationsApi } from '@/lib/paths/retention-reconciliation-paths';
import { EXPLANATION_MAX } from '@/lib/schemas/retention-reconciliation';
import type { ReconciliationJson } from '@/lib/server/retention-trust/reconciliation-json';
import styles from './retention-trust.module.css';

const STATE_LABEL: Record<ReconciliationState, string> = {
  balanced: 'Balanced',
  shortfall: 'Shortfall: not explained',
  surplus: 'Surplus (interest, or money not yet allocated)',
  explained: 'Explained',
};

export function ReconciliationPanel(props: {
  accountId: string;
  holdingId: string;
  currency: string;
  today: string;
  canEdit: boolean;
  reconciliations: ReconciliationJson[];
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [on, setOn] = useState(props.today);
  const [balance, setBalance] = useState('');
  const [explaining, setExplaining] = useState<ReconciliationJson | null>(null);
  const [explanation, setExplanation] = useState('');
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const url = reconciliationsApi(props.accountId, props.holdingId);

  const reconcile = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const res = await api<{ reconciliation: ReconciliationJson }>(url, {
      method: 'POST',
      json: { statement_on: on, statement_balance: balance },
    });
    setBusy(false);
    if (!res.ok) return;
    setBalance('');
    const { state, difference } = res.data.reconciliation;
    ui.toast(
      state === 'balanced'
        ? 'Reconciled: the bank and the ledger agree.'
        : `Reconciled: the bank differs from the ledger by ${money(difference)}.`,
    );
    router.refresh();
  };

  const saveExplanation = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!explaining) return;
    setBusy(true);
    const res = await api(reconciliationsApi(props.accountId, props.holdingId, explaining.id), {
      method: 'PUT',
      json: { explanation },
    });
    setBusy(false);
    if (!res.ok) return;
    setExplaining(null);
    setExplanation('');
    ui.toast('Explanation recorded.');
    router.refresh();
  };

  return (
    <>
      {props.canEdit && (
        <form onSubmit={reconcile} className="form card" aria-labelledby="reconcile-heading">
          <h2 id="reconcile-heading">Type the bank’s balance</h2>
          <label htmlFor="statement-on">Day of the bank’s balance</label>
          <input
            id="statement-on"
            className="input"
            type="date"
            required
            max={props.today}
            value={on}
            onChange={(e) => setOn(e.target.value)}
          />
          <label htmlFor="statement-balance">Balance the bank states at the end of that day</label>
          <input
            id="statement-balance"
            className="input"
            inputMode="decimal"
            required
            value={balance}
            onChange={(e) => setBalance(e.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              Reconcile
            </button>
          </div>
        </form>
      )}
      <section className="card" aria-labelledby="reconciliations-heading">
        <h2 id="reconciliations-heading">Reconciliations</h2>
        {props.reconciliations.length === 0 ? (
          <p>None yet: type the bank’s balance, or import a statement that states balances.</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Reconciliations, the newest statement day first</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Bank</th>
                  <th scope="col">Ledger</th>
                  <th scope="col">Difference</th>
                  <th scope="col">State</th>
                  {props.canEdit && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {props.reconciliations.map((r) => (
                  <tr key={r.id}>
                    <td>
                      {r.statement_on}
                      {r.from_bank_lines && <span className="muted"> (statement)</span>}
                    </td>
                    <td>{money(r.statement_balance)}</td>
                    <td>{money(r.ledger_balance)}</td>
                    <td className={r.state === 'shortfall' ? styles.short : undefined}>
                      {money(r.difference)}
                    </td>
                    <td className={r.state === 'shortfall' ? styles.short : undefined}>
                      {STATE_LABEL[r.state]}
                      {r.explanation && <>: {r.explanation}</>}
                    </td>
                    {props.canEdit && (
                      <td>
                        {r.difference !== 0 && r.explanation === null && (
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => {
                              setExplaining(r);
                              setExplanation('');
                            }}
                          >
                            Explain
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
      {explaining && (
        <form onSubmit={saveExplanation} className="form card" aria-labelledby="explain-heading">
          <h2 id="explain-heading">
            Explain the difference of {money(explaining.difference)} on {explaining.statement_on}
          </h2>
          <label htmlFor="explanation">Why the bank and the ledger differ</label>
          <textarea
            id="explanation"
            className="input"
            required
            maxLength={EXPLANATION_MAX}
            rows={3}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
          />
          <p className="hint">
            Once recorded, the explanation stands: it is part of the trust account’s records.
          </p>
          <div className="actions">
            <button type="button" className="button secondary" onClick={() => setExplaining(null)}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={busy}>
              Record explanation
            </button>
          </div>
        </form>
      )}
    </>
  );
}
