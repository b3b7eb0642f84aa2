// Connecting and disconnecting an integration (issue 15): the secrets are stored encrypted
// (AES-256-GCM) and never answered again, only those who may edit the account connect, and
// another account sees and touches none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { connectWebhook, integrationRoutes as I } from '../support/integration-routes';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { decryptCredentials } from '@/lib/server/integrations/credentials-crypto';

let demo: ClaimsDemo;

const disconnect = (acc: string, provider = 'webhook') =>
  callRoute(I.connection.DELETE, { method: 'DELETE', params: { acc, provider } });
let receiver: WebhookReceiver;

beforeAll(async () => {
  demo = await seedClaimsDemo();
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

describe('connect and disconnect', () => {
  it('lists the provider types', async () => {
    signInAs(demo.users.viewer);
    const res = await callRoute(I.types.GET);
    expect(res.status).toBe(200);
    expect(res.body.types.map((t: { provider: string }) => t.provider)).toEqual(['webhook', 'procore']);
  });

  it('connects the webhook: the signing secret is answered once and stored encrypted', async () => {
    signInAs(demo.users.claimer);
    const { signing_secret } = await connectWebhook(demo.payee.acc, receiver);
    expect(signing_secret).toMatch(/^whsec_/);
    const row = await db().integrationConnection.findFirstOrThrow({ where: { accountId: demo.payee.acc } });
    expect(row.credentials).not.toContain(signing_secret);
    expect(row.credentials).toMatch(/^v1:/);
    expect(decryptCredentials(row.credentials)).toEqual({ signing_secret });

    const list = await callRoute(I.connections.GET, { params: { acc: demo.payee.acc } });
    expect(list.status).toBe(200);
    expect(list.body.integrations).toEqual([
      expect.objectContaining({
        provider: 'webhook',
        settings: { url: receiver.eventsUrl, jobs_url: receiver.jobsUrl },
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(signing_secret);
    expect(await db().history.count({ where: { action: 'integration.connected' } })).toBe(1);
  });

  it('refuses bad settings with 422 and the field, never 500', async () => {
    signInAs(demo.users.claimer);
    const cases: [unknown, string][] = [
      [{ provider: 'webhook', settings: { url: 'ftp://x.example' } }, 'settings.url'],
      [{ provider: 'webhook', settings: { url: 'not a url' } }, 'settings.url'],
      [{ provider: 'webhook', settings: {} }, 'settings.url'],
      [{ provider: 'sap', settings: {} }, 'provider'],
      [
        {
          provider: 'procore',
          settings: { company_id: 'abc' },
          credentials: { client_id: 'a', client_secret: 'b' },
        },
        'settings.company_id',
      ],
      [
        {
          provider: 'procore',
          settings: { company_id: '1' },
          credentials: { client_id: '', client_secret: 'b' },
        },
        'credentials.client_id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await callRoute(I.connections.POST, { params: { acc: demo.payee.acc }, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
    const garbled = await callRoute(I.connections.POST, { params: { acc: demo.payee.acc }, rawBody: '{' });
    expect(garbled.status).toBe(400);
  });

  it('lets only those who may edit the account connect or disconnect', async () => {
    signInAs(demo.users.viewer); // Kauri's read-only member
    expect(
      (
        await callRoute(I.connections.POST, {
          params: { acc: demo.payee.acc },
          body: { provider: 'webhook', settings: { url: receiver.eventsUrl } },
        })
      ).status,
    ).toBe(403);
    expect((await disconnect(demo.payee.acc)).status).toBe(403);
    expect((await callRoute(I.connections.GET, { params: { acc: demo.payee.acc } })).status).toBe(403);
  });

  it('keeps another account out: no list, no disconnect, no jobs', async () => {
    signInAs(demo.users.certifier); // Harbour Build
    expect((await callRoute(I.connections.GET, { params: { acc: demo.payee.acc } })).status).toBe(403);
    expect((await disconnect(demo.payee.acc)).status).toBe(403);
    expect(
      (await callRoute(I.jobs.GET, { params: { acc: demo.payee.acc, provider: 'webhook' } })).status,
    ).toBe(403);
    // Its own account has nothing connected.
    const own = await callRoute(I.connections.GET, { params: { acc: demo.payer.acc } });
    expect(own.body.integrations).toEqual([]);
    expect((await disconnect(demo.payer.acc)).status).toBe(404);
    expect(await db().integrationConnection.count()).toBe(1);
  });

  it('disconnects: the credentials are deleted', async () => {
    signInAs(demo.users.claimer);
    const res = await disconnect(demo.payee.acc);
    expect(res).toEqual({ status: 200, body: { provider: 'webhook', connected: false } });
    expect(await db().integrationConnection.count()).toBe(0);
    const bad = await disconnect(demo.payee.acc, 'sap');
    expect(bad.status).toBe(422);
  });
});
