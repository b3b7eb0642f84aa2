import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlanPayment } from '@/components/billing/plan-payment';
import { Banner } from '@/components/ui/banner';
import {
  BILLING_OFF_PAGE_MESSAGE,
  CHECKOUT_CANCELLED_MESSAGE,
  PLAN_UPDATED_MESSAGE,
} from '@/lib/domain/billing';
import { readBillingHistory } from '@/lib/server/billing/read-billing-history';
import { readOverview } from '@/lib/server/billing/read-overview';
import { readPayment } from '@/lib/server/billing/read-payment';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Plan & Payment' };

const STATUS_TEXT: Record<string, { tone: 'info' | 'warning'; text: string }> = {
  success: { tone: 'info', text: PLAN_UPDATED_MESSAGE },
  cancelled: { tone: 'warning', text: CHECKOUT_CANCELLED_MESSAGE },
};

/**
 * §2 /manage-account/plan-payment/{status?}: the plan, its use, the next invoice and the billing
 * history; /success is where Stripe's checkout returns, /cancelled where its Back link does (§8).
 */
export default async function PlanPaymentPage({ params }: { params: Promise<{ status?: string[] }> }) {
  const { status = [] } = await params;
  if (status.length > 1 || (status[0] && !STATUS_TEXT[status[0]])) notFound();
  const session = await requirePageSession();
  const [payment, overview, history] = await Promise.all([
    readPayment(session.actor),
    readOverview(session.actor),
    readBillingHistory(session.actor),
  ]);
  const notice = status[0] ? STATUS_TEXT[status[0]] : null;
  return (
    <>
      <h1>Plan &amp; Payment</h1>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {payment.billing_enabled ? (
        <PlanPayment
          accountId={session.current.accountId}
          payment={payment}
          nextInvoice={overview.next_invoice}
          invoices={history.invoices}
          timeZone={session.current.timeZone}
        />
      ) : (
        <Banner>{BILLING_OFF_PAGE_MESSAGE}</Banner>
      )}
    </>
  );
}
