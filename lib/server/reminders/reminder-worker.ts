import 'server-only';
// Sends the due alerts whose time has come, every 5 minutes, in the app process (started by
// instrumentation.ts beside the outbox and summary workers). Reminders start at a whole hour of the
// contract's day (lib/domain/reminders.ts REMINDER_HOUR), so an alert goes out within 5 minutes of
// it. Several instances may run this at once: the database makes each alert go out once
// (send-reminders.ts).
import { startPeriodicJob } from '../periodic-job';
import { sendDueReminders } from './send-reminders';

export const startReminderWorker = startPeriodicJob('reminders', 5 * 60_000, () => sendDueReminders());
