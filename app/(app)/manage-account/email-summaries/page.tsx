import type { Metadata } from 'next';
import { EmailPreferencesForm } from '@/components/manage-account/email-preferences-form';
import { SummaryTimesForm } from '@/components/manage-account/summary-times-form';
import { weekdayTimeText } from '@/lib/domain/zoned-dates';
import { readEmailPreferences } from '@/lib/server/account/read-email-preferences';
import { readSummaryEmailTime } from '@/lib/server/account/read-summary-email-time';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Email summaries' };

export default async function EmailSummariesPage() {
  const session = await requirePageSession();
  const [preferences, times] = await Promise.all([
    readEmailPreferences(session.actor),
    readSummaryEmailTime(session.actor),
  ]);
  const when = (iso: string | undefined) => (iso ? weekdayTimeText(iso, times.time_zone) : null);
  return (
    <>
      <h1>Email summaries</h1>
      <p className="muted">Your own settings in {session.current.accountName}.</p>
      <section className="card" aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">Email preferences</h2>
        <EmailPreferencesForm accountId={session.current.accountId} initial={preferences} />
      </section>
      <section className="card" aria-labelledby="summaries-heading">
        <h2 id="summaries-heading">Summary emails</h2>
        <SummaryTimesForm
          accountId={session.current.accountId}
          timeZone={times.time_zone}
          initial={{
            daily: times.daily && { hour: times.daily.hour },
            weekly: times.weekly && { hour: times.weekly.hour, weekday: times.weekly.weekday },
          }}
          nextRuns={{ daily: when(times.daily?.start_at), weekly: when(times.weekly?.start_at) }}
        />
      </section>
    </>
  );
}
