// The payment-schedule deadline of a served claim (lib/server/certs/schedule-deadline.ts): the date,
// whether the contract or the statute sets it, the working days left (or overdue), and what
// missing it costs, in plain words.
import { DEADLINE_LABELS } from '@/components/claims/claim-dates';
import type { CertDeadline } from './cert-json';
import { workingDaysText } from './claims-received-row';

export function ScheduleDeadline(props: { deadline: CertDeadline; issued?: boolean }) {
  const d = props.deadline;
  const overdue = d.working_days_left < 0;
  return (
    <div className={`cert-deadline${overdue && !props.issued ? ' cert-deadline-late' : ''}`}>
      <p>
        <strong>
          {DEADLINE_LABELS[d.kind]}: {d.date}
        </strong>
        {!props.issued && <span className="status">{workingDaysText(d.working_days_left)}</span>}
      </p>
      <p className="muted small">
        Set by {d.applies === 'statutory' ? 'statute' : 'the contract'}: {d.source}.
      </p>
      <p className="small">{d.consequence}</p>
    </div>
  );
}
