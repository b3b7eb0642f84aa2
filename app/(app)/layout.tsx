import type { ReactNode } from 'react';
import { VerifyEmailBanner } from '@/components/auth/verify-email-banner';
import { AccountBillingNotice } from '@/components/billing/account-billing-notice';
import { AppHeader } from '@/components/shell/app-header';
import { BackToTop } from '@/components/ui/back-to-top';
import { Banner } from '@/components/ui/banner';
import { MaintenanceBanner } from '@/components/shell/maintenance-banner';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { countDueProjects } from '@/lib/server/projects/list-projects';
import { hasCertContracts } from '@/lib/server/certs/has-cert-contracts';
import { readAppConfig } from '@/lib/server/config/app-config';
import { countUnreadNotifications, listSystemNotices } from '@/lib/server/notices/list-notices';
import { headerSyncStatus } from '@/lib/server/integrations/sync-logs';
import { billingEnabled } from '@/lib/server/billing/billing-config';
import { readPayment } from '@/lib/server/billing/read-payment';

export const dynamic = 'force-dynamic';

export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession();
  const [noticeCount, notices, dueProjects, certifies, sync, payment] = await Promise.all([
    countUnreadNotifications(session.current.accountId, session.user.id),
    listSystemNotices(),
    countDueProjects(session.actor),
    hasCertContracts(session.actor),
    headerSyncStatus(session.actor),
    // Billing off (the default): no notice, and nothing is read for one.
    billingEnabled() ? readPayment(session.actor) : null,
  ]);
  const now = new Date();
  // The one starting soonest (or already running) is the one to warn of.
  const maintenance = notices.filter((n) => n.isMaintenance).at(-1);
  const config = readAppConfig();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppHeader
        session={session}
        noticeCount={noticeCount}
        dueProjects={dueProjects}
        showClaimsReceived={certifies}
        support={{ hubUrl: config.support_hub_url, form: config.support_form }}
        sync={sync}
      />
      {session.current.isHelpDeskMode && (
        <Banner tone="warning">
          {session.actor.actingAsSupport
            ? `Help desk mode: you are working in ${session.current.accountName} as ClaimCert support. Everything you do here is recorded as support's.`
            : 'Help desk mode is on: ClaimCert support can open this account and act in it.'}
        </Banner>
      )}
      {!session.user.emailVerifiedAt && <VerifyEmailBanner email={session.user.email} />}
      {payment && <AccountBillingNotice accountId={session.current.accountId} payment={payment} />}
      {maintenance && (
        <MaintenanceBanner
          title={maintenance.title}
          body={maintenance.body}
          live={maintenance.startsAt <= now}
          starts={dateTimeText(maintenance.startsAt, session.current.timeZone)}
          ends={dateTimeText(maintenance.endsAt, session.current.timeZone)}
        />
      )}
      <main id="main" className="page">
        {children}
      </main>
      <BackToTop />
    </>
  );
}
