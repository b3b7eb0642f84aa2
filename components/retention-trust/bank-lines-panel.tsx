'use client';
// A trust account's bank statement (issue 31): import the CSV the bank exports (each line once,
// however often the file is sent), see each line paid in with the deposit it matched — contract and
// day — or "Not matched", and match again once the missing deposits are recorded on the contracts'
// retention ledgers. A statement that states balances is reconciled on its last day.
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { BANK_CSV_ERRORS, BANK_CSV_MAX_BYTES } from '@/lib/domain/bank-statement-csv';
import { formatMoney } from '@/lib/domain/money-format';
import { bankLinesApi } from '@/lib/paths/retention-reconciliation-paths';
import type { BankImportJson } from '@/lib/server/retention-trust/import-bank-lines';
import type { BankLinesJson } from '@/lib/server/retention-trust/list-bank-lines';

export function BankLinesPanel(props: {
  accountId: string;
  holdingId: string;
  currency: string;
  canEdit: boolean;
  bank: BankLinesJson;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState<'importing' | 'matching' | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const url = bankLinesApi(props.accountId, props.holdingId);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (file.size > BANK_CSV_MAX_BYTES) return ui.alert('Error!', [BANK_CSV_ERRORS.tooBig]);
    const body = new FormData();
    body.set('file', file);
    setBusy('importing');
    setResult(null);
    const res = await api<BankImportJson>(url, { method: 'POST', body });
    setBusy(null);
    if (!res.ok) return;
    const r = res.data;
    setResult(
      [
        `${r.lines_in_file} lines read: ${r.lines_new} new, ${r.lines_already_there} already imported.`,
        `${r.matched} matched to deposits; ${r.unmatched} paid in not matched.`,
        r.reconciliation
          ? `Reconciled on ${r.reconciliation.statement_on}: difference ${money(r.reconciliation.difference)}.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    router.refresh();
  };

  const matchAgain = async () => {
    setBusy('matching');
    const res = await api<{ matched: number; unmatched: number }>(
      bankLinesApi(props.accountId, props.holdingId, true),
      {
        method: 'POST',
      },
    );
    setBusy(null);
    if (!res.ok) return;
    setResult(`${res.data.matched} matched to deposits; ${res.data.unmatched} paid in not matched.`);
    router.refresh();
  };

  return (
    <section className="card" aria-labelledby="bank-lines-heading">
      <h2 id="bank-lines-heading">Bank statement</h2>
      {props.canEdit && (
        <div className="form">
          <p className="hint">
            Download the statement from your bank as CSV (at most 2 MB and 5,000 lines). Its first row names
            the columns: a date (day first, or yyyy-MM-dd), an amount (or debit and credit), and the payee,
            particulars, code and reference as the bank gives them; a balance column lets it be reconciled.
            Lines already imported are not added again.
          </p>
          <label htmlFor="bank-csv">Statement CSV file</label>
          <input
            id="bank-csv"
            type="file"
            accept=".csv,text/csv"
            disabled={busy !== null}
            onChange={(e) => void importFile(e)}
          />
          {busy !== null && (
            <p role="status">
              <progress aria-label={busy === 'importing' ? 'Importing the statement' : 'Matching'} />{' '}
              {busy === 'importing' ? 'Importing and matching the statement…' : 'Matching the lines…'}
            </p>
          )}
          {result && <p role="status">{result}</p>}
          {props.bank.unmatched_paid_in > 0 && (
            <div className="actions">
              <button
                type="button"
                className="button secondary"
                disabled={busy !== null}
                onClick={() => void matchAgain()}
              >
                Match again
              </button>
            </div>
          )}
        </div>
      )}
      {props.bank.lines.length === 0 ? (
        <p>No statement imported yet.</p>
      ) : (
        <>
          {props.bank.unmatched_paid_in > 0 && (
            <p>
              {props.bank.unmatched_paid_in} paid in not matched: record each deposit on its contract’s
              retention ledger (with the bank’s day and reference), then match again.
            </p>
          )}
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Bank lines, the newest day first</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Balance</th>
                  <th scope="col">Deposit matched</th>
                </tr>
              </thead>
              <tbody>
                {props.bank.lines.map((l) => (
                  <tr key={l.id}>
                    <td>{l.booked_on}</td>
                    <td>{l.description}</td>
                    <td>{money(l.amount)}</td>
                    <td>{l.balance === null ? '' : money(l.balance)}</td>
                    <td>
                      {l.match ? (
                        `${l.match.contract_name}, deposit of ${l.match.occurred_on}`
                      ) : l.amount > 0 ? (
                        'Not matched'
                      ) : (
                        <span className="muted">Paid out</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
