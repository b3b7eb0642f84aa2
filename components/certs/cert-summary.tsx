// The head of every certificate screen: which claim it answers, its status, the two headline
// amounts (claimed and scheduled, spec §4 scheduled amount) and the payment-schedule deadline.
import { CertStatus } from './cert-status';
import { DIFFERENCE } from '@/lib/domain/difference-wording';
import { formatMoney } from '@/lib/domain/money-format';
import type { CertRead } from './cert-json';
import { ScheduleDeadline } from './schedule-deadline';

export function CertSummary(props: {
  read: Pick<CertRead, 'claim' | 'scheduled_amount' | 'claimed_amount'> & {
    contract: { payee: string | null };
    cert: Pick<CertRead['cert'], 'cert_status' | 'name' | 'issued_at' | 'issued_late'>;
    payment_schedule_deadline?: CertRead['payment_schedule_deadline'];
  };
  currency: string;
}) {
  const { cert, claim, contract } = props.read;
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const issued = cert.cert_status === 'issued';
  return (
    <section className="card" aria-labelledby="cert-head">
      <h2 id="cert-head">
        {cert.name} <CertStatus status={cert.cert_status} />
      </h2>
      <p>
        Answers {claim.payclaim_name} from {contract.payee ?? 'the payee'} for{' '}
        {claim.claim_from ?? 'the start'} to {claim.claim_to}.
      </p>
      <dl className="summary-grid">
        <div>
          <dt>Claimed this period (incl. tax)</dt>
          <dd>{money(props.read.claimed_amount)}</dd>
        </div>
        <div>
          <dt>Scheduled amount (incl. tax)</dt>
          <dd data-testid="scheduled-amount">{money(props.read.scheduled_amount)}</dd>
        </div>
        <div>
          <dt>{DIFFERENCE.summary}</dt>
          <dd>{money(props.read.scheduled_amount - props.read.claimed_amount)}</dd>
        </div>
      </dl>
      {issued && cert.issued_late && (
        <p className="field-error">Issued after the payment-schedule deadline.</p>
      )}
      {props.read.payment_schedule_deadline && (
        <ScheduleDeadline deadline={props.read.payment_schedule_deadline} issued={issued} />
      )}
    </section>
  );
}
