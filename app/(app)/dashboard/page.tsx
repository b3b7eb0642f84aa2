import type { Metadata } from 'next';
import Link from 'next/link';
import { contractPage } from '@/lib/paths/page-paths';
import {
  ClaimsReceivedSummary,
  RECEIVED_PERIOD_PARAM,
  RECEIVED_TYPE_PARAM,
} from '@/components/certs/claims-received-summary';
import { formatMoney } from '@/lib/domain/money-format';
import {
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  RECEIVED_PERIODS,
  RECEIVED_PERIOD_TYPES,
} from '@/lib/domain/received-period';
import { requirePageSession } from '@/lib/server/session/page-session';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';
import { hasCertContracts } from '@/lib/server/certs/has-cert-contracts';
import { listActiveProjects } from '@/lib/server/dashboard/list-active-projects';

export const metadata: Metadata = { title: 'Dashboard' };

const SIDE_LABEL = { claim: 'Claim contract', cert: 'Cert contract' } as const;

type Search = Promise<Record<string, string | string[] | undefined>>;

/** One of `allowed` from the query, else the default: a hand-edited address shows the default. */
function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

export default async function DashboardPage({ searchParams }: { searchParams: Search }) {
  const session = await requirePageSession();
  const search = await searchParams;
  // §2: the claims-received summary's default type is the month (§9 type 6), its period the current one.
  const period = {
    type: pick(search[RECEIVED_TYPE_PARAM], RECEIVED_PERIOD_TYPES, DEFAULT_RECEIVED_PERIOD_TYPE),
    period: pick(search[RECEIVED_PERIOD_PARAM], RECEIVED_PERIODS, DEFAULT_RECEIVED_PERIOD),
  };
  const [projects, certifies] = await Promise.all([
    listActiveProjects(session.actor),
    hasCertContracts(session.actor),
  ]);
  const received = certifies ? await listClaimsReceived(session.actor, period) : null;
  const money = (cents: number) => formatMoney(cents, { currency: session.current.currency });
  return (
    <>
      <h1>Dashboard</h1>
      <p className="muted">
        {session.current.accountName} · {session.current.currency} · {session.current.timeZone}
      </p>
      {received && (
        <ClaimsReceivedSummary
          accountId={session.current.accountId}
          currency={session.current.currency}
          rows={[...received.current, ...received.completed, ...received.archived]}
          dueCount={received.due_count}
          received={received.received_in_period}
        />
      )}
      {projects.length === 0 ? (
        <p className="empty">There are no projects in this account yet.</p>
      ) : (
        projects.map((project) => (
          <section key={project.id} className="card" aria-labelledby={`p-${project.id}`}>
            <h2 id={`p-${project.id}`}>
              {project.name}
              {project.project_number && <span className="muted"> · {project.project_number}</span>}
            </h2>
            {project.contracts.length === 0 ? (
              <p className="empty">No contracts in this project.</p>
            ) : (
              // Focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
              <div
                className="table-scroll"
                tabIndex={0}
                role="region"
                aria-label={`Contracts in ${project.name}`}
              >
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
                              accountId: session.current.accountId,
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
                        <td className="num">{money(c.total_contract_value)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))
      )}
      <p className="muted small">
        <Link href="/notice">System notices</Link>
      </p>
    </>
  );
}
