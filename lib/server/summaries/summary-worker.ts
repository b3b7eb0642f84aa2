import 'server-only';
// Sends the summary emails whose time has come, once a minute, in the app process (started by
// instrumentation.ts beside the outbox worker). Summaries run on whole hours, so a minute's delay
// at most.
import { startPeriodicJob } from '../periodic-job';
import { sendDueSummaries } from './due-summaries';

export const startSummaryWorker = startPeriodicJob('summaries', 60_000, () => sendDueSummaries());
