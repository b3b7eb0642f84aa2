// The claims served on the account in one bucket (spec §2 /claims-received, §3 claims-received
// row): per claim its contract, period and amount, its certificate, the payment-schedule deadline
// (its source as the claimer sees it, the countdown in working days, what missing it means), the
// days since the contract's last claim and the §4 overdue type. Each claim opens its certificate,
// or the page that starts one. Renders on the server: there is nothing to edit here.
import Link from 'next/link';
import { calendarDaysText, daysText, workingDaysText } from '@/lib/domain/days-text';
import { formatMoney } from '@/lib/domain/money-format';
import { certOpenPage, startCertPage } from '@/lib/paths/page-paths';
import styles from './cert-lists.module.css';
import {
  answerName,
  CERT_STATUS_LABELS,
  OVERDUE_LABELS,
  type ClaimsReceivedRow,
} from './claims-received-row';
import type { OverdueType } from '@/lib/domain/overdue';

export function OverdueBadge({ type }: { type: OverdueType }) {
  return <span className={`${styles.badge} ${styles[type]}`}>{OVERDUE_LABELS[type]}</span>;
}

function rowLink(accountId: string, row: ClaimsReceivedRow): string {
  const ids = {
    accountId,
    projectId: row.project_id,
    contractId: row.contract_id,
    contractType: 'cert' as const,
    claimId: row.claim_id,
  };
  return row.cert
    ? certOpenPage({ ...ids, certId: row.cert.cert_id }, row.cert.cert_status)
    : startCertPage(ids);
}

function Certificate({ row }: { row: ClaimsReceivedRow }) {
  if (!row.cert) return <span className={styles.note}>None yet</span>;
  const status = row.cert.cert_status;
  return (
    <span className={styles.stack}>
      <span>Certificate {row.cert.certificate_number}</span>
      <span>
        <span className={`status status-${status}`}>{CERT_STATUS_LABELS[status] ?? status}</span>
      </span>
      {status === 'issued' && row.cert.issued_late && <span className={styles.note}>Issued late</span>}
    </span>
  );
}

function Deadline({ row }: { row: ClaimsReceivedRow }) {
  const schedule = row.payment_schedule;
  const open = row.claim_status === 'issued';
  return (
    <span className={styles.stack}>
      <strong>{row.cert_due_date}</strong>
      {open && row.cert_due_num !== null && (
        <span className={styles.note}>{calendarDaysText(row.cert_due_num)}</span>
      )}
      {schedule === null ? (
        <span className={styles.note}>No working-day calendar: set the contract&apos;s region.</span>
      ) : (
        <>
          {schedule.working_days_left !== null ? (
            <span>{workingDaysText(schedule.working_days_left)}</span>
          ) : (
            !open && <span>Answered</span>
          )}
          <span className={styles.note}>
            {answerName(schedule.kind)} · {schedule.source}
          </span>
          {open && (
            <details className={styles.consequence}>
              <summary>If it is missed</summary>
              <p>{schedule.consequence}</p>
            </details>
          )}
        </>
      )}
    </span>
  );
}

export function ClaimsReceivedTable(props: {
  accountId: string;
  currency: string;
  rows: readonly ClaimsReceivedRow[];
  /** e.g. "Claims received on current contracts": the table's caption and scroll region's name. */
  label: string;
}) {
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  return (
    // Focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={props.label}>
      <table className={`table ${styles.receivedTable}`}>
        <caption className="visually-hidden">{props.label}</caption>
        <thead>
          <tr>
            <th scope="col">Claim</th>
            <th scope="col">Due</th>
            <th scope="col">Contract</th>
            <th scope="col" className="num">
              Claimed
            </th>
            <th scope="col">Certificate</th>
            <th scope="col">Certificate due</th>
            <th scope="col">Since last claim</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.claim_id}>
              <td>
                <span className={styles.stack}>
                  <Link href={rowLink(props.accountId, row)}>{row.payclaim_name}</Link>
                  <span className={styles.note}>
                    {row.claim_from ?? 'Start'} to {row.claim_to}
                  </span>
                  <span className={styles.note}>Served {row.served_on}</span>
                </span>
              </td>
              <td>
                <OverdueBadge type={row.over_due_type} />
              </td>
              <td>
                <span className={styles.stack}>
                  <span>
                    {row.contract_name}
                    {row.contract_number && <span className="muted"> ({row.contract_number})</span>}
                  </span>
                  <span className={styles.note}>{row.project_name}</span>
                  {row.payee && <span className={styles.note}>From {row.payee}</span>}
                </span>
              </td>
              <td className="num">{money(row.claimed_amount)}</td>
              <td>
                <Certificate row={row} />
              </td>
              <td className={styles.deadline}>
                <Deadline row={row} />
              </td>
              <td>{row.unclaimed_days === null ? '—' : daysText(row.unclaimed_days)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
