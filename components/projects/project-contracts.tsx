import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import type { ProjectContract } from '@/lib/server/projects/project-rows';
import { contractPage, newContractPage } from '@/lib/paths/page-paths';
import styles from './projects.module.css';

const TEXT = {
  claim: {
    title: 'Claim contracts',
    party: 'Payer',
    add: 'New claim contract',
    none: 'No claim contracts yet.',
  },
  cert: { title: 'Cert contracts', party: 'Payee', add: 'New cert contract', none: 'No cert contracts yet.' },
} as const;

/** One side's contracts in the project (spec §3 claim_contracts / cert_contracts), with their totals. */
export function ProjectContracts(props: {
  side: 'claim' | 'cert';
  contracts: ProjectContract[];
  accountId: string;
  projectId: string;
  currency: string;
  canCreate: boolean;
}) {
  const text = TEXT[props.side];
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const headingId = `${props.side}-contracts`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="page-heading">
        <h2 id={headingId}>{text.title}</h2>
        {props.canCreate && (
          <Link
            className="button secondary"
            href={newContractPage(props.accountId, props.projectId, props.side)}
          >
            {text.add}
          </Link>
        )}
      </div>
      {props.contracts.length === 0 ? (
        <p className="empty">{text.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{text.title}</caption>
            <thead>
              <tr>
                <th scope="col">Contract</th>
                <th scope="col">Number</th>
                <th scope="col">{text.party}</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Contract value
                </th>
                <th scope="col" className="num">
                  Claimed to date
                </th>
                <th scope="col" className="num">
                  Certified to date
                </th>
              </tr>
            </thead>
            <tbody>
              {props.contracts.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link
                      href={contractPage({
                        accountId: props.accountId,
                        projectId: props.projectId,
                        side: props.side,
                        contractId: c.id,
                      })}
                    >
                      {c.name}
                    </Link>
                    {c.is_due && <span className={styles.dueBadge}>Due</span>}
                  </td>
                  <td>{c.contract_number ?? '—'}</td>
                  <td>{c.counterparty ?? '—'}</td>
                  <td>
                    <span className={`status status-${c.status}`}>{c.status}</span>
                  </td>
                  <td className="num">{money(c.total_contract_value)}</td>
                  <td className="num">{money(c.claimed_to_date_value)}</td>
                  <td className="num">{money(c.cert_to_date_value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
