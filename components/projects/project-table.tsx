import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import type { ProjectListItem } from '@/lib/server/projects/list-projects';
import { PinButton } from './pin-button';
import { projectPage } from '@/lib/paths/page-paths';
import styles from './projects.module.css';

/** One bucket of the project list (spec §2): list layout, totals in the account currency, pinned first. */
export function ProjectTable({
  projects,
  accountId,
  currency,
  canPin,
  caption,
}: {
  projects: ProjectListItem[];
  accountId: string;
  currency: string;
  canPin: boolean;
  caption: string;
}) {
  const money = (cents: number) => formatMoney(cents, { currency });
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
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
            {canPin && <th scope="col">Pin</th>}
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.id}>
              <td>
                {p.image_url && (
                  // Beside the name it pictures: decorative. Our own endpoint: next/image adds nothing.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={p.image_url}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className={styles.thumb}
                  />
                )}
                <Link href={projectPage(accountId, p.id)}>{p.name}</Link>
                {p.project_number && <span className="muted"> · {p.project_number}</span>}
                {p.is_pinned && <span className={styles.pinBadge}>Pinned</span>}
                {p.is_due && <span className={styles.dueBadge}>Due</span>}
              </td>
              <td>
                <span className={`status status-${p.status}`}>{p.status}</span>
              </td>
              <td className="num">{money(p.total_contract_value)}</td>
              <td className="num">{money(p.claimed_to_date_value)}</td>
              <td className="num">{money(p.cert_to_date_value)}</td>
              {canPin && (
                <td>
                  <PinButton accountId={accountId} projectId={p.id} name={p.name} pinned={p.is_pinned} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
