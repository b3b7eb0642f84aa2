// Two app instances draining one integration outbox (issue 15): each claims rows with
// SELECT … FOR UPDATE SKIP LOCKED, so every queued event reaches the receiver exactly once — no
// document twice, none lost — however the two interleave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { encryptCredentials } from '@/lib/server/integrations/credentials-crypto';
import { enqueueIntegrationEvent } from '@/lib/server/integrations/enqueue';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { spawnInstance } from './spawn-instance';
import { withoutJobRunner } from '../support/jobs';

// The instances below work the queue; this process must not take their work.
withoutJobRunner();

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

describe('two app instances on one integration outbox', () => {
  it('deliver each queued event once between them', async () => {
    const { accountId } = await createAccountWithOwner('Two Instances Ltd');
    const { contract } = await createProjectWithContract(accountId);
    await db().contract.update({ where: { id: contract.id }, data: { enableIntegrationLink: true } });
    receiver.state.secret = 'whsec_two_instances';
    await db().integrationConnection.create({
      data: {
        accountId,
        provider: 'webhook',
        settings: { url: receiver.eventsUrl, jobs_url: null },
        credentials: encryptCredentials({ signing_secret: receiver.state.secret }),
      },
    });
    const count = 30;
    const documents = Array.from({ length: count }, () => randomUUID());
    await db().$transaction(async (tx) => {
      for (const [i, id] of documents.entries()) {
        for (let twice = 0; twice < 2; twice++) {
          await enqueueIntegrationEvent(tx, {
            accountId,
            contractId: contract.id,
            documentKind: 'claim',
            documentId: id,
            event: 'claim.issued',
            data: { claim: { id, name: `Claim ${i + 1}` } },
          });
        }
      }
    });
    expect(await db().integrationDelivery.count()).toBe(count); // queued twice, one row each

    const instances = [1, 2].map(() => spawnInstance({ job: 'integrations' }, { waitForGo: true }));
    await Promise.all(instances.map((i) => i.ready));
    for (const i of instances) i.go();
    const results = (await Promise.all(instances.map((i) => i.result))) as { sent: number }[];

    expect(results[0]!.sent + results[1]!.sent).toBe(count);
    expect(receiver.state.badSignatures).toBe(0);
    expect(receiver.state.attempts).toBe(count); // no document sent twice
    expect(new Set(receiver.events().map((e) => (e.data.claim as { id: string }).id))).toEqual(
      new Set(documents),
    );
    expect(await db().integrationDelivery.count({ where: { status: { not: 'sent' } } })).toBe(0);
  });
});
