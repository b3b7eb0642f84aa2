// The payment-schedule deadline of a served claim (lib/server/certs/schedule-deadline.ts, the one
// deadline engine): the date, the working days left (or overdue), who sets it — the same source
// words the claimer sees on the claim — and what missing it costs, in plain words.
import { DEADLINE_LABELS } from '@/lib/domain/claim-deadlines';
import type { CertDeadline } from './cert-json';
import { workingDaysText } from '@/lib/domain/days-text';
import styles from './cert.module.css';

export function ScheduleDeadline(props: { deadline: CertDeadline; issued?: boolean }) {
  const d = props.deadline;
  const overdue = d.working_days_left < 0;
  return (
    <div className={overdue && !props.issued ? `${styles.deadline} ${styles.deadlineLate}` : styles.deadline}>
      <p>
        <strong>
          {DEADLINE_LABELS[d.kind]}: {d.date}
        </strong>
        {!props.issued && <span className="status">{workingDaysText(d.working_days_left)}</span>}
      </p>
      <p className="muted small">Set by: {d.source}</p>
      <p className="small">{d.consequence}</p>
    </div>
  );
}
