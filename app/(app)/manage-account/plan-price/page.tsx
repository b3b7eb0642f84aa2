import type { Metadata } from 'next';
import { PlanTable } from '@/components/billing/plan-table';
import { Banner } from '@/components/ui/banner';
import { BILLING_OFF_PAGE_MESSAGE, contactOwnerMessage } from '@/lib/domain/billing';
import { readOverview } from '@/lib/server/billing/read-overview';
import { readPayment } from '@/lib/server/billing/read-payment';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Plans' };

/** §2 /manage-account/plan-price: the plans; only the owner may choose one (§6). */
export default async function PlanPricePage() {
  const session = await requirePageSession();
  const [payment, overview] = await Promise.all([readPayment(session.actor), readOverview(session.actor)]);
  // A plan bought through Stripe: changing it goes through the customer portal.
  const live = payment.plan !== null && (payment.status === 'active' || payment.status === 'past_due');
  return (
    <>
      <h1>Plans</h1>
      {!payment.billing_enabled ? (
        <Banner>{BILLING_OFF_PAGE_MESSAGE}</Banner>
      ) : (
        <>
          <p className="muted">
            Each plan allows a number of active (started or reopened) contracts on each side: claim contracts,
            on which {session.current.accountName} is paid, and cert contracts, on which it pays.
            {payment.is_free_trial &&
              ` Your free trial has ${payment.left_free_trial_days} days left and covers one project.`}
          </p>
          {!payment.is_owner && <p className="hint">{contactOwnerMessage(payment.owner_name)}</p>}
          <PlanTable
            accountId={session.current.accountId}
            plans={overview.plans}
            currentPlanId={live ? overview.current_plan_id : null}
            live={live}
            isOwner={payment.is_owner}
          />
        </>
      )}
    </>
  );
}
