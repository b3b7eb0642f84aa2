// The dashboard's projects (spec §2 "project lists by draft, current, archived, completed"): the
// running ones with their contracts (type, other party, status, value), the archived ones by name.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { contractPage } from '@/lib/paths/page-paths';
import type { DashboardProject } from '@/lib/server/dashboard/list-active-projects';
import type { projectsSummary } from '@/lib/server/dashboard/projects-summary';

const SIDE_LABEL = { claim: 'Claim contract', cert: 'Cert contract' } as const;
const BUCKETS = [
  ['current', 'Current'],
  ['draft', 'Draft'],
  ['completed', 'Completed'],
] as const;

function ProjectContracts(props: { accountId: string; project: DashboardProject; currency: string }) {
  const { project } = props;
  return (
    <section aria-labelledby={`p-${project.id}`}>
      <h4 id={`p-${project.id}`}>
        {project.name}
        {project.project_number && <span className="muted"> · {project.project_number}</span>}
      </h4>
      {project.contracts.length === 0 ? (
        <p className="empty">No contracts in this project.</p>
      ) : (
        // Focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`Contracts in ${project.name}`}>
          <table className="table">
            <caption className="visually-hidden">Contracts in {project.name}</caption>
            <thead>
              <tr>
                <th scope="col">Contract</th>
                <th scope="col">Type</th>
                <th scope="col">Other party</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Contract value
                </th>
              </tr>
            </thead>
            <tbody>
              {project.contracts.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link
                      href={contractPage({
                        accountId: props.accountId,
                        projectId: project.id,
                        side: c.side,
                        contractId: c.id,
                      })}
                    >
                      {c.name}
                    </Link>
                    {c.contract_number && <span className="muted"> ({c.contract_number})</span>}
                  </td>
                  <td>{SIDE_LABEL[c.side]}</td>
                  <td>{c.counterparty ?? '—'}</td>
                  <td>
                    <span className={`status status-${c.status}`}>{c.status}</span>
                  </td>
                  <td className="num">{formatMoney(c.total_contract_value, { currency: props.currency })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ProjectBuckets(props: {
  accountId: string;
  active: readonly DashboardProject[];
  summary: ReturnType<typeof projectsSummary>;
  currency: string;
}) {
  const empty = props.active.length === 0 && props.summary.archived.length === 0;
  return (
    <section className="card" aria-labelledby="projects">
      <h2 id="projects">Projects</h2>
      {empty && <p className="empty">There are no projects in this account yet.</p>}
      {BUCKETS.map(([status, title]) => {
        const projects = props.active.filter((p) => p.status === status);
        if (projects.length === 0) return null;
        return (
          <div key={status}>
            <h3>
              {title} ({projects.length})
            </h3>
            {projects.map((project) => (
              <ProjectContracts
                key={project.id}
                accountId={props.accountId}
                project={project}
                currency={props.currency}
              />
            ))}
          </div>
        );
      })}
      {props.summary.archived.length > 0 && (
        <details>
          <summary>Archived ({props.summary.archived.length})</summary>
          <ul className="list">
            {props.summary.archived.map((p) => (
              <li key={p.id}>
                <Link href={p.href}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
