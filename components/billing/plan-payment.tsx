// §2 plan-payment: the account's plan and state (§4), its active contracts against the plan's
// limits (Unlimited above 9,999,999, §9), the next invoice, the billing history, and for the
// owner the customer portal and a link to change plan; everyone else reads whom to contact (§6).
import Link from 'next/link';
import { contactOwnerMessage, STATUS_LABELS } from '@/lib/domain/billing';
import { formatMoney } from '@/lib/domain/money-format';
import { formatLimitUsage } from '@/lib/domain/subscription-limits';
import { dayText } from '@/lib/domain/zoned-dates';
import { planPricePage } from '@/lib/paths/page-paths';
import type { BillingHistoryRow } from '@/lib/server/billing/read-billing-history';
import type { NextInvoice } from '@/lib/server/billing/read-overview';
import type { PaymentSummary } from '@/lib/server/billing/read-payment';
import { CustomerPortalButton } from './billing-actions';
import { planPrice } from './plan-table';

const money = (cents: number, currency: string) => formatMoney(cents, { currency: currency.toUpperCase() });

export function PlanPayment(props: {
  accountId: string;
  payment: PaymentSummary;
  nextInvoice: NextInvoice | null;
  invoices: BillingHistoryRow[];
  timeZone: string;
}) {
  const { payment } = props;
  const day = (d: Date | null) => (d ? dayText(d, props.timeZone) : '—');
  return (
    <>
      <section className="card" aria-labelledby="plan-current">
        <h2 id="plan-current">Your plan</h2>
        <dl className="details">
          <dt>Plan</dt>
          <dd>{payment.plan ? `${payment.plan.name} (${planPrice(payment.plan)})` : 'None chosen yet'}</dd>
          <dt>State</dt>
          <dd>
            {STATUS_LABELS[payment.status]}
            {payment.status === 'trialing' && ` (${payment.left_free_trial_days} days left, one project)`}
            {payment.cancel_at_period_end && ` (ends ${day(payment.current_period_end)})`}
          </dd>
          <dt>Active claim contracts</dt>
          <dd>{formatLimitUsage(payment.claim_contract_count, payment.subscription_claim_limit)}</dd>
          <dt>Active cert contracts</dt>
          <dd>{formatLimitUsage(payment.cert_contract_count, payment.subscription_cert_limit)}</dd>
          <dt>Next invoice</dt>
          <dd>
            {props.nextInvoice
              ? `${money(props.nextInvoice.amount_due, props.nextInvoice.currency)} on ${day(props.nextInvoice.date)}`
              : '—'}
          </dd>
        </dl>
        {payment.is_owner ? (
          <p className="actions">
            <Link href={planPricePage(props.accountId)} className="button">
              {payment.plan ? 'Change plan' : 'Choose a plan'}
            </Link>
            {payment.plan && (
              <CustomerPortalButton accountId={props.accountId} label="Manage billing" secondary />
            )}
          </p>
        ) : (
          <p className="hint">{contactOwnerMessage(payment.owner_name)}</p>
        )}
      </section>
      <section className="card" aria-labelledby="plan-history">
        <h2 id="plan-history">Billing history</h2>
        {props.invoices.length === 0 ? (
          <p className="muted">No invoices yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Invoices, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Invoice</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {props.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{day(invoice.date)}</td>
                    <td>
                      {invoice.invoice_url ? (
                        <a href={invoice.invoice_url} target="_blank" rel="noreferrer">
                          {invoice.number ?? 'Invoice'}
                        </a>
                      ) : (
                        (invoice.number ?? '—')
                      )}
                    </td>
                    <td className="num">{money(invoice.amount_cents, invoice.currency)}</td>
                    <td>{invoice.status ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
