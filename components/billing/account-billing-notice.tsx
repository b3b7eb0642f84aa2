// Which billing notice the signed-in pages show, if any (issue 14): the trial notice with days
// left (its last three days and its end are new notices), or the subscription notice when a
// payment failed or the plan ended. None with billing off or on a live plan.
import { trialNoticeText } from '@/lib/domain/billing';
import { planPaymentPage, planPricePage } from '@/lib/paths/page-paths';
import type { PaymentSummary } from '@/lib/server/billing/read-payment';
import { BillingNotice } from './billing-notice';

export function AccountBillingNotice({ accountId, payment }: { accountId: string; payment: PaymentSummary }) {
  if (!payment.billing_enabled) return null;
  const owner = (href: string, label: string) => (payment.is_owner ? { href, label } : null);
  const common = { accountId, ownerName: payment.owner_name };
  if (payment.status === 'trialing') {
    const days = payment.left_free_trial_days;
    const stage = days <= 0 ? 'trial-ended' : days <= 3 ? 'trial-ending' : 'trial';
    return (
      <BillingNotice
        {...common}
        stage={stage}
        label="Free trial"
        text={trialNoticeText(days)}
        action={owner(planPricePage(accountId), 'Choose a plan')}
      />
    );
  }
  if (payment.status === 'past_due') {
    return (
      <BillingNotice
        {...common}
        stage="past-due"
        label="Subscription"
        text="The last payment for your plan failed. Update the card to keep your plan."
        action={owner(planPaymentPage(accountId), 'View Details')}
      />
    );
  }
  if (payment.status === 'cancelled' || payment.status === 'none') {
    return (
      <BillingNotice
        {...common}
        stage="no-plan"
        label="Subscription"
        text="This account has no plan: choose one to start contracts."
        action={owner(planPricePage(accountId), 'View Details')}
      />
    );
  }
  return null;
}
