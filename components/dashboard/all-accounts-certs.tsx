// The multi-account dashboard on /dashboard (spec §7 POST /api/paycert/dashboard/cert/summary): for a
// user in more than one account, the certificates of each, in its own currency, and one total per
// currency (amounts in different currencies are never added together).
import { formatMoney } from '@/lib/domain/money-format';
import type { summariseCertsAcrossAccounts } from '@/lib/server/certs/certs-across-accounts';

type Summary = Awaited<ReturnType<typeof summariseCertsAcrossAccounts>>;
type Figures = Summary['totals'][number];

const FIGURE_COLUMNS = ['Certificates', 'Issued', 'Certified', 'Paid', 'Outstanding'] as const;

function FigureCells({ f }: { f: Figures }) {
  const money = (c: number) => formatMoney(c, { currency: f.currency });
  return (
    <>
      <td className="num">{f.cert_count}</td>
      <td className="num">{f.issued_count}</td>
      <td className="num">{money(f.certified_amount)}</td>
      <td className="num">{money(f.paid_to_date)}</td>
      <td className="num">{money(f.outstanding)}</td>
    </>
  );
}

export function AllAccountsCerts({ summary }: { summary: Summary }) {
  return (
    <section className="card" aria-labelledby="all-accounts">
      <h2 id="all-accounts">Certificates in all your accounts</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Figures by account">
        <table className="table">
          <caption className="visually-hidden">Certificates by account, then the totals by currency</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              {FIGURE_COLUMNS.map((c) => (
                <th key={c} scope="col" className="num">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.accounts.map((a) => (
              <tr key={a.account_id}>
                <th scope="row">{a.account_name}</th>
                <FigureCells f={a} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            {summary.totals.map((t) => (
              <tr key={t.currency}>
                <th scope="row">Total in {t.currency}</th>
                <FigureCells f={t} />
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </section>
  );
}
