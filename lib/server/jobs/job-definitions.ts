import 'server-only';
// Every kind of background work the app does, in one place: the handler for each job name, and
// the crontab of the ones that run on the clock. The runner (lib/jobs/runner.ts) runs them; a
// service queues a job inside its own transaction (lib/jobs/add-job.ts), as enqueueEmail does.
// To add a kind of work: write its handler beside the service it serves, name it here, and queue
// it with addJob, or give it a crontab line (see ARCHITECTURE.md, "Adding a background job").
import type { JobDefinitions } from '@/lib/jobs/runner';
import { addJob } from '@/lib/jobs/add-job';
import { LEASE_MS } from '@/lib/jobs/lease';
import { processOutbox, SEND_EMAIL } from '@/lib/email/outbox';
import { db } from '@/lib/db/client';
import { processIntegrationOutbox } from '../integrations/deliver';
import { PUSH_DELIVERY } from '../integrations/enqueue';
import { sendDueReminders } from '../reminders/send-reminders';
import { sendQuarterlyStatements } from '../retention-trust/quarterly-statements';
import { sendDueSummaries } from '../summaries/due-summaries';
import { renderEmailDocuments } from './email-documents';
import { sweepOutboxes } from './sweep-outboxes';

const id = (payload: Record<string, unknown>) => String(payload.id);

const tasks: JobDefinitions['tasks'] = {
  [SEND_EMAIL]: (payload) => processOutbox({ only: id(payload) }),
  [PUSH_DELIVERY]: (payload) => processIntegrationOutbox({ deliveryId: id(payload) }),
  sweep_outboxes: () => sweepOutboxes(),
  // Summaries run on whole hours, due alerts from a whole hour of the contract's day
  // (lib/domain/reminders.ts REMINDER_HOUR): a minute's and five minutes' delay at most. Each
  // makes its own work happen once through the database, whoever runs it.
  send_summaries: () => sendDueSummaries(),
  send_reminders: () => sendDueReminders(),
  // Quarterly retention statements: within the hour after each quarter ends in the payer's time
  // zone; each is made once per contract and quarter through the database, whoever runs it.
  send_retention_statements: () => sendQuarterlyStatements(),
};

// Once across every instance at each time (the queue's known_crontabs); `max=1`: a failed run is
// not retried, the next minute's is the retry.
const crontab = `
* * * * * sweep_outboxes ?max=1
* * * * * send_summaries ?max=1
*/5 * * * * send_reminders ?max=1
7 * * * * send_retention_statements ?max=1
`;

/**
 * What the app's runner runs. `clock: false` leaves out what runs by the clock, the crontab and the
 * sweep after start (the integration suite, whose tests set their own clock and queue by hand).
 */
export function jobDefinitions({ clock = true } = {}): JobDefinitions {
  renderEmailDocuments();
  if (!clock) return { tasks };
  return {
    tasks,
    crontab,
    // A process killed mid-send left its row leased: sweep once that lease has surely run out, so
    // the message goes within a minute of the restart rather than at the next cron minute after.
    onStart: () =>
      addJob(
        db(),
        'sweep_outboxes',
        {},
        { key: 'sweep:after-start', runAt: new Date(Date.now() + LEASE_MS + 1_000) },
      ),
  };
}
