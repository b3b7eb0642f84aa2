// §2 plan-price: the plans with their price and limits (a limit above 9,999,999 reads Unlimited,
// §9). The owner gets a button per plan; everyone else reads whom to ask (§6).
import { formatMoney } from '@/lib/domain/money-format';
import { formatContractLimit } from '@/lib/domain/subscription-limits';
import type { PlanView } from '@/lib/server/billing/read-payment';
import { ChoosePlanButton, CustomerPortalButton } from './billing-actions';

export const planPrice = (plan: PlanView) =>
  `${formatMoney(plan.price_cents, { currency: plan.currency.toUpperCase() })} / ${plan.interval}`;

export function PlanTable(props: {
  accountId: string;
  plans: PlanView[];
  currentPlanId: string | null;
  /** The plan is live: changing it goes through the customer portal. */
  live: boolean;
  isOwner: boolean;
}) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Plans</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Active claim contracts
            </th>
            <th scope="col" className="num">
              Active cert contracts
            </th>
            <th scope="col" className="num">
              Users
            </th>
            {props.isOwner && (
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.plans.map((plan) => (
            <tr key={plan.id}>
              <th scope="row">
                {plan.name}
                {plan.id === props.currentPlanId && <span className="muted"> (your plan)</span>}
              </th>
              <td className="num">{planPrice(plan)}</td>
              <td className="num">{formatContractLimit(plan.claim_contracts)}</td>
              <td className="num">{formatContractLimit(plan.cert_contracts)}</td>
              <td className="num">{formatContractLimit(plan.users)}</td>
              {props.isOwner && (
                <td>
                  {plan.id === props.currentPlanId ? null : props.live ? (
                    <CustomerPortalButton accountId={props.accountId} label="Change plan" secondary />
                  ) : (
                    <ChoosePlanButton
                      accountId={props.accountId}
                      priceId={plan.priceId}
                      planName={plan.name}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
