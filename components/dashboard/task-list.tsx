// The dashboard's task list (spec §2): what needs the signed-in user, overdue first, each a link
// straight to the screen that does it; the most urgent only (task-list.ts TASKS_SHOWN), then per
// type how many more there are, how many of them overdue, and where they are all listed.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import type { DashboardTask, DashboardTasks, TaskType } from '@/lib/server/dashboard/task-list';
import styles from './dashboard.module.css';

export const TASK_LABELS: Record<TaskType, string> = {
  finish_claim: 'Finish the draft claim',
  approve_claim: 'Approve the claim',
  issue_claim: 'Issue the approved claim',
  schedule_overdue: 'Payment schedule overdue from the payer',
  certify_claim: 'Certify the claim',
  finish_cert: 'Finish the draft certificate',
  approve_cert: 'Approve the certificate',
  issue_cert: 'Issue the approved certificate',
  payment_overdue: 'Payment overdue',
  deposit_retention: 'Deposit retention held on trust',
  explain_trust_shortfall: 'Trust account short of its ledger: put it right or explain',
  release_retention: 'Release retention',
  renew_retention_instrument: 'Renew or top up the retention instrument',
};

function dueText(task: DashboardTask): string | null {
  if (!task.due_date || task.days_left === null) return null;
  const day = mediumDayText(task.due_date, 'UTC');
  if (task.task_type === 'explain_trust_shortfall') return `short since the statement of ${day}`;
  if (task.task_type === 'renew_retention_instrument')
    return task.days_left < 0 ? `expired ${day}` : `expires ${day}`;
  // NZ retention is due in the trust account the day it is withheld: "now" rather than "today".
  if (task.task_type === 'deposit_retention' && task.days_left === 0) return 'due now';
  if (task.days_left < 0) return `overdue since ${day}`;
  if (task.days_left === 0) return `due today`;
  return `due ${day}`;
}

export function TaskList(props: { list: DashboardTasks; currency: string }) {
  const { tasks, total, overdue, more } = props.list;
  return (
    <section className="card" aria-labelledby="task-list">
      <h2 id="task-list">What needs you</h2>
      {tasks.length === 0 ? (
        <p className="empty">Nothing is waiting for you.</p>
      ) : (
        <ul className={styles.tasks}>
          {tasks.map((t) => {
            const due = dueText(t);
            return (
              <li key={`${t.task_type}-${t.href}`}>
                <Link href={t.href}>
                  {TASK_LABELS[t.task_type]}: {t.document}
                </Link>{' '}
                <span className="muted">
                  {/* A trust account's task is the account's, of no contract. */}
                  {t.contract_name !== null && `· ${t.contract_name} (${t.project_name})`}
                  {t.amount !== null && (
                    <>
                      {t.contract_name !== null ? ' · ' : '· '}
                      {formatMoney(t.amount, { currency: props.currency })}
                    </>
                  )}
                </span>
                {due && <span className={t.overdue ? styles.overdue : 'muted'}> · {due}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {more.length > 0 && (
        <>
          <p>
            The {tasks.length} most urgent of {total}
            {overdue > 0 && <span className={styles.overdue}> ({overdue} overdue)</span>}; and:
          </p>
          <ul className={styles.tasks}>
            {more.map((m) => (
              <li key={m.task_type}>
                <Link href={m.href}>
                  {m.count} more: {TASK_LABELS[m.task_type]}
                </Link>
                {m.overdue > 0 && <span className={styles.overdue}> · {m.overdue} overdue</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
