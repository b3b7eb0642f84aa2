// The integration route handlers by operation, and helpers the integration suites share.
import * as types from '@/app/api/integration/type/route';
import * as connections from '@/app/api/account/[acc]/integrations/route';
import * as connection from '@/app/api/account/[acc]/integrations/[provider]/route';
import * as logs from '@/app/api/account/[acc]/integration-logs/route';
import * as logsCsv from '@/app/api/account/[acc]/integration-logs/export/route';
import * as retry from '@/app/api/account/[acc]/integration-logs/[logId]/retry/route';
import * as jobs from '@/app/api/integration/[provider]/account/[acc]/jobs/route';
import * as subcontracts from '@/app/api/integration/[provider]/account/[acc]/subcontracts/route';
import * as importSub from '@/app/api/integration/[provider]/account/[acc]/import/route';
import * as claimPush from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/integration/route';
import * as certPush from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/integration/issue/route';
import { callRoute } from './call-route';
import type { WebhookReceiver } from './webhook-receiver';

export const integrationRoutes = {
  types,
  connections,
  connection,
  logs,
  logsCsv,
  retry,
  jobs,
  subcontracts,
  importSub,
  claimPush,
  certPush,
};

/** Connects the webhook provider to the receiver as the signed-in user, and gives the receiver the secret. */
export async function connectWebhook(acc: string, receiver: WebhookReceiver) {
  const res = await callRoute(connections.POST, {
    params: { acc },
    body: { provider: 'webhook', settings: { url: receiver.eventsUrl, jobs_url: receiver.jobsUrl } },
  });
  if (res.status !== 200) throw new Error(`connect failed: ${JSON.stringify(res.body)}`);
  receiver.state.secret = res.body.signing_secret;
  return res.body as { signing_secret: string };
}
