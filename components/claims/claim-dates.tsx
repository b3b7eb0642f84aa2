// A claim's period and due dates (from the contract's payment terms) and the statutory deadlines
// that run from serving it, each with what missing it means in plain words (lib/domain/
// statutory-deadlines.ts). Dates are shown as yyyy-MM-dd (spec §5).
import type { DeadlineKind } from '@/lib/domain/statutory-deadlines';
import type { ClaimDeadline } from './claim-json';

export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  payment_schedule: 'Payment schedule due',
  payment_due: 'Payment due',
  payment_notice: 'Payment notice due',
  pay_less_notice: 'Pay less notice due',
  final_date: 'Final date for payment',
  interim_payment_certificate: 'Interim payment certificate due',
};

/** The day (yyyy-MM-dd) an instant falls on in a time zone; en-CA writes dates that way. */
export function dayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

export interface ClaimDueDates {
  claim_from: string | null;
  claim_to: string;
  claim_due_date: string;
  cert_due_date: string;
  payment_due_date: string;
}

export function ClaimDates(props: { dates: ClaimDueDates; deadlines: readonly ClaimDeadline[] }) {
  const d = props.dates;
  const rows: [string, string][] = [
    ['Period', `${d.claim_from ?? 'Start of the contract'} to ${d.claim_to}`],
    ['Claim due', d.claim_due_date],
    ['Certificate (payment schedule) due', d.cert_due_date],
    ['Payment due', d.payment_due_date],
  ];
  const estimated = props.deadlines.some((x) => x.estimated);
  return (
    <>
      <dl className="summary-grid">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {props.deadlines.length > 0 && (
        <>
          <h3 className="cl-subheading">Statutory deadlines</h3>
          {estimated && (
            <p className="hint">
              Counted from the claim due date until the claim is served; once it is issued they run from the
              day it was served.
            </p>
          )}
          <ul className="cl-deadlines">
            {props.deadlines.map((x) => (
              <li key={x.kind}>
                <strong>
                  {DEADLINE_LABELS[x.kind]}: {x.date}
                </strong>
                <span className="cl-note">{x.source}</span>
                <span>{x.consequence}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
