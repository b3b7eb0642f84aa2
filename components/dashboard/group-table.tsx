// The certifier group table (spec §2 dashboard): per project holding cert contracts, pinned first,
// the month's claims received and what was certified and paid, what is unpaid and what waits for a
// certificate. The pin is the project's own (components/projects/pin-button.tsx).
import Link from 'next/link';
import { PinButton } from '@/components/projects/pin-button';
import { formatMoney } from '@/lib/domain/money-format';
import { monthLabel } from '@/lib/domain/money-flows';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import type { certifierGroupTable } from '@/lib/server/dashboard/certifier-group-table';

export function GroupTable(props: {
  accountId: string;
  table: ReturnType<typeof certifierGroupTable>;
  currency: string;
}) {
  const money = (c: number) => formatMoney(c, { currency: props.currency });
  const { groups, period } = props.table;
  return (
    <section className="card" aria-labelledby="group-table">
      <h2 id="group-table">Certifying, by project</h2>
      {groups.length === 0 ? (
        <p className="empty">No cert contracts.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Certifying, by project: table">
          <table className="table">
            <caption className="visually-hidden">Certifying by project in {monthLabel(period)}</caption>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col" className="num">
                  Received in {monthLabel(period)}
                </th>
                <th scope="col" className="num">
                  Certified
                </th>
                <th scope="col" className="num">
                  Paid
                </th>
                <th scope="col" className="num">
                  Unpaid to date
                </th>
                <th scope="col">Waiting</th>
                <th scope="col">Pin</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.project_id}>
                  <th scope="row">
                    <Link href={g.href}>{g.name}</Link>
                  </th>
                  <td className="num">
                    {g.received} · {money(g.in_period.claimed)}
                  </td>
                  <td className="num">{money(g.in_period.certified)}</td>
                  <td className="num">{money(g.in_period.paid)}</td>
                  <td className="num">{money(g.unpaid)}</td>
                  <td>
                    {g.awaiting_certificate === 0
                      ? '—'
                      : `${g.awaiting_certificate}, next due ${mediumDayText(g.next_cert_due!, 'UTC')}`}
                  </td>
                  <td>
                    <PinButton
                      accountId={props.accountId}
                      projectId={g.project_id}
                      name={g.name}
                      pinned={g.is_pinned}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
