import Link from 'next/link';
import type { TContractFilter } from '@/lib/schemas/contracts';
import { contractPage, projectPage } from '@/lib/paths/page-paths';
import styles from './contracts.module.css';

const FILTERS: [TContractFilter | '', string][] = [
  ['', 'All current'],
  ['active', 'Active'],
  ['overdue', 'Overdue'],
  ['due_in_3_days', 'Due in 3 days'],
  ['due_in_7_days', 'Due in 7 days'],
  ['archived', 'Archived'],
];

const DUE_LABELS: Record<string, string> = {
  over_due: 'Overdue',
  due_in_3_days: 'Due in 3 days',
  due_in_7_days: 'Due in 7 days',
};

interface Row {
  id: string;
  name: string;
  contract_number: string | null;
  side: 'claim' | 'cert';
  status: string;
  project: { id: string; name: string };
  counterparty: string | null;
  cert_due_date: string | null;
  overdue_type: string;
}

/** The contract list and its §2 filters, as links so that each filter has its own address. */
export function ContractList(props: {
  accountId: string;
  contracts: Row[];
  query: { filter?: TContractFilter; project_id?: string };
}) {
  const href = (filter: string) => {
    const q = new URLSearchParams({ account_id: props.accountId });
    if (filter) q.set('filter', filter);
    if (props.query.project_id) q.set('project_id', props.query.project_id);
    return `/contract?${q}`;
  };
  return (
    <>
      <nav aria-label="Contract filters" className="filter-links">
        {FILTERS.map(([filter, label]) => (
          <Link
            key={label}
            href={href(filter)}
            aria-current={(props.query.filter ?? '') === filter ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {props.contracts.length === 0 ? (
        <p className="empty">No contracts match this filter.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Contracts</caption>
            <thead>
              <tr>
                <th scope="col">Contract</th>
                <th scope="col">Project</th>
                <th scope="col">Type</th>
                <th scope="col">Other party</th>
                <th scope="col">Status</th>
                <th scope="col">Certificate due</th>
              </tr>
            </thead>
            <tbody>
              {props.contracts.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link
                      href={contractPage({
                        accountId: props.accountId,
                        projectId: c.project.id,
                        side: c.side,
                        contractId: c.id,
                      })}
                    >
                      {c.name}
                    </Link>
                    {c.contract_number && <span className="muted"> ({c.contract_number})</span>}
                  </td>
                  <td>
                    <Link href={projectPage(props.accountId, c.project.id)}>{c.project.name}</Link>
                  </td>
                  <td>{c.side === 'claim' ? 'Claim' : 'Cert'}</td>
                  <td>{c.counterparty ?? '—'}</td>
                  <td>
                    <span className={`status status-${c.status}`}>{c.status}</span>
                  </td>
                  <td>
                    {c.cert_due_date ?? '—'}
                    {DUE_LABELS[c.overdue_type] && (
                      <span className={styles.dueFlag}> {DUE_LABELS[c.overdue_type]}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
