'use client';
// Manage Account → Retention trust: where the account holds the retention money it withholds as
// payer (Construction Contracts Act 2002 s18E: a trust bank account the bank knows is one; s18FB: a
// complying instrument, insurance or a guarantee). Each cert contract then names one of them on
// its retention ledger. Those who may edit the account add and delete; everyone else reads. A trust
// account is reconciled with its bank on a page of its own.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney } from '@/lib/domain/money-format';
import { retentionHoldingsApi } from '@/lib/paths/api-paths';
import { reconciliationPage } from '@/lib/paths/retention-reconciliation-paths';
import type { HoldingJson } from '@/lib/server/retention-trust/holding-json';

type Kind = HoldingJson['kind'];
const EMPTY = {
  bank_name: '',
  account_name: '',
  account_number: '',
  bank_notified_on: '',
  provider: '',
  reference: '',
  cover_amount: '',
  starts_on: '',
  expires_on: '',
};
const FIELDS: Record<Kind, [keyof typeof EMPTY, string, string][]> = {
  trust_account: [
    ['bank_name', 'Bank', 'text'],
    ['account_name', 'Account name (as the bank has it, with “Trust”)', 'text'],
    ['account_number', 'Account number', 'text'],
    ['bank_notified_on', 'Day the bank was told it is a trust account', 'date'],
  ],
  instrument: [
    ['provider', 'Insurer or guarantor', 'text'],
    ['reference', 'Policy or bond number', 'text'],
    ['cover_amount', 'Amount covered', 'text'],
    ['starts_on', 'Starts', 'date'],
    ['expires_on', 'Expires', 'date'],
  ],
};

export function HoldingsPanel(props: {
  accountId: string;
  currency: string;
  canEdit: boolean;
  holdings: HoldingJson[];
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [kind, setKind] = useState<Kind>('trust_account');
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const json = Object.fromEntries([['kind', kind], ...FIELDS[kind].map(([name]) => [name, values[name]])]);
    const result = await api(retentionHoldingsApi(props.accountId), { method: 'POST', json });
    setBusy(false);
    if (!result.ok) return;
    ui.toast(kind === 'trust_account' ? 'Trust account recorded.' : 'Instrument recorded.');
    setValues(EMPTY);
    router.refresh();
  };

  const remove = async (holding: HoldingJson) => {
    const ok = await ui.confirm(
      'Delete',
      `Delete “${holding.label}”? Contracts that name it must move first.`,
      {
        ok: 'Delete',
      },
    );
    if (!ok) return;
    const result = await api(retentionHoldingsApi(props.accountId, holding.id), { method: 'DELETE' });
    if (!result.ok) return;
    ui.toast(`“${holding.label}” was deleted.`);
    router.refresh();
  };

  return (
    <>
      <section className="card" aria-labelledby="holdings-heading">
        <h2 id="holdings-heading">Where your retention money is held</h2>
        {props.holdings.length === 0 ? (
          <p>None yet. A New Zealand certificate that withholds retention needs one before it is issued.</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Trust accounts and instruments</caption>
              <thead>
                <tr>
                  <th scope="col">Held in</th>
                  <th scope="col">Details</th>
                  <th scope="col">Contracts</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {props.holdings.map((h) => (
                  <tr key={h.id}>
                    <th scope="row">{h.label}</th>
                    <td>
                      {h.kind === 'trust_account'
                        ? `Trust account ${h.account_number}; bank told ${h.bank_notified_on}`
                        : `Covers ${formatMoney(h.cover_amount ?? 0, { currency: props.currency })}, ${h.starts_on} to ${h.expires_on}`}
                    </td>
                    <td>{h.contracts}</td>
                    <td>
                      {h.kind === 'trust_account' && (
                        <Link href={reconciliationPage(props.accountId, h.id)}>
                          Reconcile<span className="visually-hidden"> {h.label}</span>
                        </Link>
                      )}{' '}
                      {props.canEdit && (
                        <button type="button" className="link-button" onClick={() => void remove(h)}>
                          Delete
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {props.canEdit && (
        <form onSubmit={add} className="form card" aria-labelledby="add-holding-heading">
          <h2 id="add-holding-heading">Add a trust account or instrument</h2>
          <label htmlFor="holding-kind">Kind</label>
          <select id="holding-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="trust_account">Trust bank account</option>
            <option value="instrument">Complying instrument (insurance or guarantee)</option>
          </select>
          {FIELDS[kind].map(([name, label, type]) => (
            <div key={name}>
              <label htmlFor={`holding-${name}`}>{label}</label>
              <input
                id={`holding-${name}`}
                className="input"
                type={type}
                required
                value={values[name]}
                inputMode={name === 'cover_amount' ? 'decimal' : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              />
            </div>
          ))}
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {kind === 'trust_account' ? 'Add trust account' : 'Add instrument'}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
