// Manage account → Retention trust → Internal report (issue 31; MBIE's example "Internal Report"):
// the summary the directors answer for — each payee and contract's retention held on trust, what is
// not yet deposited and by when, releases due, where it is held — with what is wrong in red, and
// the full report as PDF and CSV. The figures are the API's (internal-report-json.ts).
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { INSTRUMENT_PROBLEM_TEXT } from '@/lib/domain/retention-instrument-checks';
import { internalReportApi } from '@/lib/paths/retention-internal-report-paths';
import { contractPage } from '@/lib/paths/page-paths';
import type { InternalReport } from '@/lib/domain/retention-internal-report';
import styles from './retention-trust.module.css';

const STATE_TEXT = {
  balanced: 'balanced',
  shortfall: 'short',
  surplus: 'more in the bank',
  explained: 'difference explained',
} as const;

export function InternalReportPanel(props: { accountId: string; report: InternalReport }) {
  const r = props.report;
  const money = (cents: number) => formatMoney(cents, { currency: r.currency });
  const problems = r.instruments.filter((i) => i.problems.length > 0);
  return (
    <section className="card" aria-labelledby="internal-report-heading">
      <h2 id="internal-report-heading">Internal report</h2>
      <p className="muted">
        The retention you hold on trust as at {r.made_on}, for your directors: every payee and contract, what
        is not yet deposited, releases due, and where the money is held.
      </p>
      <p>
        <a href={internalReportApi(props.accountId, 'pdf')}>Download the internal report (PDF)</a>
        {' · '}
        <a href={internalReportApi(props.accountId, 'csv')}>Download as CSV</a>
      </p>
      {r.contracts.length === 0 ? (
        <p>No contract withholds retention yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Retention held on trust by payee and contract</caption>
            <thead>
              <tr>
                <th scope="col">Payee and contract</th>
                <th scope="col">Held on trust</th>
                <th scope="col">In the trust account</th>
                <th scope="col">Not yet deposited</th>
                <th scope="col">Releases</th>
                <th scope="col">Held in</th>
              </tr>
            </thead>
            <tbody>
              {r.contracts.map((c) => (
                <tr key={c.contract.id}>
                  <th scope="row">
                    {c.payee ?? 'Payee not named'}
                    <br />
                    <Link
                      href={contractPage(
                        {
                          accountId: props.accountId,
                          projectId: c.project.id,
                          contractId: c.contract.id,
                          side: 'cert',
                        },
                        'retention',
                      )}
                    >
                      {c.contract.name}
                    </Link>
                  </th>
                  <td>{money(c.balances.held)}</td>
                  <td>{money(c.balances.deposited)}</td>
                  <td>
                    {c.undeposited ? (
                      <span className={c.undeposited.overdue ? styles.short : undefined}>
                        {money(c.undeposited.amount)} since {c.undeposited.since}
                        {c.undeposited.due_on &&
                          (c.undeposited.overdue
                            ? `, overdue since ${c.undeposited.due_on}`
                            : `, due ${c.undeposited.due_on}`)}
                      </span>
                    ) : (
                      money(0)
                    )}
                  </td>
                  <td>
                    {c.releases.length === 0
                      ? 'No release dates yet'
                      : c.releases.map((x) => (
                          <div key={x.kind} className={x.overdue ? styles.short : undefined}>
                            {x.label}, {x.on}: {x.amount > 0 ? money(x.amount) : 'nothing due'}
                            {x.overdue && ' (overdue)'}
                          </div>
                        ))}
                  </td>
                  <td>{c.holding?.label ?? 'Nowhere named'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{money(r.totals.held)}</td>
                <td>{money(r.totals.deposited)}</td>
                <td>{money(r.totals.undeposited)}</td>
                <td>
                  {r.totals.release_overdue > 0 ? (
                    <span className={styles.short}>{money(r.totals.release_overdue)} overdue</span>
                  ) : (
                    'None overdue'
                  )}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {problems.length > 0 && (
        <>
          <h3>Instruments to renew or top up</h3>
          <ul className={styles.list}>
            {problems.map((i) => (
              <li key={i.id} className={styles.short}>
                {i.label}: {i.problems.map((p) => INSTRUMENT_PROBLEM_TEXT[p]).join(', ')} — covers{' '}
                {money(i.cover_amount ?? 0)} until {i.expires_on}, holds {money(i.held)}
              </li>
            ))}
          </ul>
        </>
      )}
      {r.trust_accounts.length > 0 && (
        <>
          <h3>Trust accounts</h3>
          <ul className={styles.list}>
            {r.trust_accounts.map((t) => (
              <li key={t.id} className={t.reconciliation?.state === 'shortfall' ? styles.short : undefined}>
                {t.label}: ledgers say {money(t.deposited)}.{' '}
                {t.reconciliation
                  ? `Latest bank statement ${t.reconciliation.statement_on}: bank less ledger ${money(t.reconciliation.difference)}, ${STATE_TEXT[t.reconciliation.state]}.`
                  : 'Not reconciled yet.'}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
