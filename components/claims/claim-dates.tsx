// A claim's period and the dates that govern it — claim due, payment schedule due, payment due and,
// in the UK, the notices after it — each with who sets it (the contract's clause or the statute) and
// what missing it means, exactly as the certifier's screens show them (lib/domain/claim-deadlines.ts,
// the one deadline engine). Dates are shown as yyyy-MM-dd (spec §5).
import { DEADLINE_LABELS } from '@/lib/domain/claim-deadlines';
import type { ClaimDeadline, ClaimDeadlinesJson } from './claim-json';
import documentStyles from '@/components/documents/documents.module.css';

export interface ClaimPeriod {
  claim_from: string | null;
  claim_to: string;
}

/** One governing date: "Payment schedule due: 2027-02-15", its source, and what missing it means. */
function DeadlineLine({ deadline: d }: { deadline: ClaimDeadline }) {
  return (
    <li>
      <strong>
        {DEADLINE_LABELS[d.kind]}: {d.date}
        {d.estimated && ' (estimated)'}
      </strong>
      <span className={documentStyles.note}>{d.source}</span>
      <span>{d.consequence}</span>
    </li>
  );
}

export function ClaimDates(props: { dates: ClaimPeriod; deadlines: ClaimDeadlinesJson }) {
  const d = props.deadlines;
  const all = [d.claim_due, d.payment_schedule, d.payment_due, ...d.further];
  return (
    <>
      <dl className="summary-grid">
        <div>
          <dt>Period</dt>
          <dd>
            {props.dates.claim_from ?? 'Start of the contract'} to {props.dates.claim_to}
          </dd>
        </div>
      </dl>
      <h3 className={documentStyles.subheading}>Due dates</h3>
      {all.some((x) => x.estimated) && (
        <p className="hint">
          Dates the Act counts from service are estimated from the claim due date until the claim is served;
          once it is issued they run from the day it was served.
        </p>
      )}
      <ul className={documentStyles.deadlines}>
        {all.map((x) => (
          <DeadlineLine key={x.kind} deadline={x} />
        ))}
      </ul>
    </>
  );
}
