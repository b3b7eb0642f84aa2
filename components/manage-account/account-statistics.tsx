// The account's statistics (spec §7): contracts, claims and certificates by state, with the money
// in the issued ones. Claims and certificates not yet issued are counted without a value: their
// figures change with every edit until they are issued.
import { CERT_STATUS_LABELS } from '@/components/certs/cert-status';
import { CLAIM_STATUS_LABELS } from '@/components/claims/claim-status';
import type { Money } from '@/lib/domain/account-statistics';
import { formatMoney } from '@/lib/domain/money-format';
import type { AccountStatistics, StatusCount } from '@/lib/server/account/read-account-statistics';
import styles from './account-statistics.module.css';

const CONTRACT_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  started: 'Started',
  finalised: 'Finalised',
  reopened: 'Reopened',
  archived: 'Archived',
};

/** Each currency's figure on its own line; in the usual case, one line in the account's currency. */
function Amounts({ amounts }: { amounts: Money[] }) {
  return amounts.map((m, i) => (
    <span key={m.currency}>
      {i > 0 && <br />}
      {formatMoney(m.cents, { currency: m.currency })}
    </span>
  ));
}

function DocumentTable<S extends string>(props: {
  id: string;
  caption: string;
  noun: string;
  amountLabel: string;
  rows: StatusCount<S>[];
  labels: Record<string, string>;
}) {
  const total = props.rows.reduce((n, r) => n + r.count, 0);
  return (
    <div className={`table-scroll ${styles.block}`}>
      <table className="table" id={props.id}>
        <caption className={styles.caption}>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col" className="num">
              {props.noun}
            </th>
            <th scope="col" className="num">
              {props.amountLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.status}>
              <th scope="row">{props.labels[r.status] ?? r.status}</th>
              <td className="num">{r.count}</td>
              <td className="num">
                {r.amount ? (
                  <Amounts amounts={r.amount} />
                ) : (
                  <span className="muted">
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">not fixed until issued</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{total}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function AccountStatisticsTables({ stats }: { stats: AccountStatistics }) {
  const totals = stats.contracts.reduce((t, r) => ({ claim: t.claim + r.claim, cert: t.cert + r.cert }), {
    claim: 0,
    cert: 0,
  });
  return (
    <>
      <section className="card" aria-labelledby="stats-contracts">
        <h2 id="stats-contracts">Contracts</h2>
        <p className="hint">
          Claim contracts are those on which the account is paid (it claims); cert contracts those on which it
          pays (it certifies).
        </p>
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Contracts by state</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col" className="num">
                  Claim contracts
                </th>
                <th scope="col" className="num">
                  Cert contracts
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.contracts.map((r) => (
                <tr key={r.status}>
                  <th scope="row">{CONTRACT_STATUS_LABELS[r.status] ?? r.status}</th>
                  <td className="num">{r.claim}</td>
                  <td className="num">{r.cert}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">{totals.claim}</td>
                <td className="num">{totals.cert}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className="card" aria-labelledby="stats-to-date">
        <h2 id="stats-to-date">To date</h2>
        <p className="hint">
          Per contract, the gross value to date of the latest claim served and of the certificate issued last,
          added over all the account&apos;s contracts — the figures of the projects pages.
        </p>
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Claimed and certified to date</caption>
            <thead>
              <tr>
                <th scope="col">Contracts</th>
                <th scope="col" className="num">
                  Claimed to date
                </th>
                <th scope="col" className="num">
                  Certified to date
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Claim contracts</th>
                <td className="num">
                  <Amounts amounts={stats.to_date.claim.claimed} />
                </td>
                <td className="num">
                  <Amounts amounts={stats.to_date.claim.certified} />
                </td>
              </tr>
              <tr>
                <th scope="row">Cert contracts</th>
                <td className="num">
                  <Amounts amounts={stats.to_date.cert.claimed} />
                </td>
                <td className="num">
                  <Amounts amounts={stats.to_date.cert.certified} />
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section className="card" aria-labelledby="stats-claims">
        <h2 id="stats-claims">Claims</h2>
        <p className="hint">
          Amounts are the claimed amount of each issued claim (including GST, less any CIS deduction), added
          up. Claims not yet issued are counted without one: their figures are fixed when they are issued.
        </p>
        <DocumentTable
          id="stats-claims-made"
          caption="Claims you make (claim contracts)"
          noun="Claims"
          amountLabel="Claimed amount"
          rows={stats.claims.claim}
          labels={CLAIM_STATUS_LABELS}
        />
        <DocumentTable
          id="stats-claims-received"
          caption="Claims received (cert contracts)"
          noun="Claims"
          amountLabel="Claimed amount"
          rows={stats.claims.cert}
          labels={CLAIM_STATUS_LABELS}
        />
      </section>

      <section className="card" aria-labelledby="stats-certificates">
        <h2 id="stats-certificates">Certificates</h2>
        <p className="hint">
          Amounts are the scheduled amount of each issued certificate (including GST, less any CIS deduction),
          added up.
        </p>
        <DocumentTable
          id="stats-certs-made"
          caption="Certificates you issue (cert contracts)"
          noun="Certificates"
          amountLabel="Scheduled amount"
          rows={stats.certificates.cert}
          labels={CERT_STATUS_LABELS}
        />
        <DocumentTable
          id="stats-certs-received"
          caption="Certificates received (claim contracts)"
          noun="Certificates"
          amountLabel="Scheduled amount"
          rows={stats.certificates.claim}
          labels={CERT_STATUS_LABELS}
        />
      </section>
    </>
  );
}
