// The Procore provider (issue 15) against a local server serving Procore's documented shapes
// (tests/support/fake-procore.ts): client-credentials sign-in, projects (paged), work order
// contracts and their line items imported as a contract's schedule of values, and issued claims
// and certificates pushed as requisitions keyed by origin_id — so a push whose answer was lost is
// found again on retry instead of creating a second requisition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { processIntegrationOutbox } from '@/lib/server/integrations/deliver';
import { enqueueIntegrationEvent } from '@/lib/server/integrations/enqueue';
import { decryptCredentials } from '@/lib/server/integrations/credentials-crypto';
import { callRoute } from '../support/call-route';
import { seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { integrationRoutes as I } from '../support/integration-routes';
import { startFakeProcore } from '../support/fake-procore';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const CREDENTIALS = { companyId: '4455', clientId: 'cc-client', clientSecret: 'cc-secret' };
let demo: ClaimsDemo;
let procore: Awaited<ReturnType<typeof startFakeProcore>>;
let acc: string;

const connect = (secret: string) =>
  callRoute(I.connections.POST, {
    params: { acc },
    body: {
      provider: 'procore',
      settings: { company_id: CREDENTIALS.companyId, api_base_url: procore.url, login_base_url: procore.url },
      credentials: { client_id: CREDENTIALS.clientId, client_secret: secret },
    },
  });

beforeAll(async () => {
  demo = await seedClaimsDemo();
  acc = demo.payer.acc;
  procore = await startFakeProcore(CREDENTIALS);
  procore.state.projects = Array.from({ length: 150 }, (_, i) => ({
    id: 900 + i,
    name: i === 0 ? 'Wynyard Quarter Tower' : `Project ${i}`,
    project_number: i === 0 ? 'WQ-1' : null,
  }));
  procore.state.commitments.set(900, [
    {
      id: 77,
      title: 'Facade glazing',
      number: 'SC-077',
      vendor: { id: 5, name: 'Kauri Glass Ltd' },
      line_items: [
        { id: 1, description: 'Curtain wall', amount: '250000.00', position: 1 },
        {
          id: 2,
          description: 'Sealant',
          amount: '3600.00',
          quantity: '1200',
          unit_cost: '3.00',
          uom: 'lm',
          position: 2,
        },
      ],
    },
  ]);
  signInAs(demo.users.certifier);
});
afterAll(() => procore.stop());

describe('the Procore provider', () => {
  it('refuses credentials Procore refuses, and stores good ones encrypted', async () => {
    const wrong = await connect('nope');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({
      field: 'credentials',
      message: expect.stringMatching(/HTTP 401/),
    });
    expect(await db().integrationConnection.count()).toBe(0);
    expect((await connect(CREDENTIALS.clientSecret)).status).toBe(200);
    const row = await db().integrationConnection.findFirstOrThrow({ where: { accountId: acc } });
    expect(row.credentials).not.toContain(CREDENTIALS.clientSecret);
    expect(decryptCredentials(row.credentials)).toEqual({
      client_id: 'cc-client',
      client_secret: 'cc-secret',
    });
  });

  it('lists every page of projects, and a project’s commitments with their line items in cents', async () => {
    const jobs = await callRoute(I.jobs.GET, { params: { acc, provider: 'procore' } });
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs).toHaveLength(150);
    expect(jobs.body.jobs[0]).toEqual({
      id: '900',
      name: 'Wynyard Quarter Tower',
      number: 'WQ-1',
      project_id: null,
    });
    const subs = await callRoute(I.subcontracts.GET, {
      params: { acc, provider: 'procore' },
      url: 'http://localhost/x?job=900',
    });
    expect(subs.body.subcontracts).toEqual([
      expect.objectContaining({
        id: '77',
        title: 'Facade glazing',
        number: 'SC-077',
        vendor: { name: 'Kauri Glass Ltd', email: null },
        total: 25_360_000,
        schedule_of_values: [
          {
            id: '1',
            ref: '1',
            description: 'Curtain wall',
            quantity: null,
            unit: null,
            rate: null,
            amount: 25_000_000,
          },
          {
            id: '2',
            ref: '2',
            description: 'Sealant',
            quantity: 120_000,
            unit: 'lm',
            rate: 300,
            amount: 360_000,
          },
        ],
      }),
    ]);
  });

  it('imports a commitment once, and pushes its certificate as one requisition even when an answer is lost', async () => {
    const body = { job_id: '900', subcontract_id: '77' };
    const first = await callRoute(I.importSub.POST, { params: { acc, provider: 'procore' }, body });
    expect(first.status).toBe(200);
    const again = await callRoute(I.importSub.POST, { params: { acc, provider: 'procore' }, body });
    expect(again.body).toMatchObject({
      contract_id: first.body.contract_id,
      contract_created: false,
      lines: { unchanged: 2 },
    });
    expect(await db().lineItem.count({ where: { contractId: first.body.contract_id } })).toBe(2);

    // A certificate of that contract, as issue-cert.ts queues it.
    const claimId = '11111111-1111-4111-8111-111111111111';
    const data = {
      project: { id: first.body.project_id, name: 'Wynyard Quarter Tower' },
      contract: { id: first.body.contract_id, name: 'Facade glazing' },
      claim: { id: claimId, name: 'Payment Claim 1', period_from: '2026-11-01', period_to: '2026-11-30' },
      certificate: { id: claimId, name: 'Payment Schedule 1', issued_at: '2026-12-10T00:00:00.000Z' },
    };
    await db().$transaction((tx) =>
      enqueueIntegrationEvent(tx, {
        accountId: acc,
        contractId: first.body.contract_id,
        documentKind: 'certificate',
        documentId: claimId,
        event: 'certificate.issued',
        data,
      }),
    );
    procore.state.loseNextCreates = 1; // Procore creates it but the answer is a 500
    let now = new Date();
    expect(await processIntegrationOutbox({ now })).toEqual({ sent: 0, failed: 1 });
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await processIntegrationOutbox({ now })).toEqual({ sent: 1, failed: 0 });
    expect(procore.state.requisitions).toEqual([
      expect.objectContaining({
        project_id: 900,
        commitment_id: 77,
        origin_id: `claimcert-claim-${claimId}`,
        invoice_number: 'Payment Claim 1',
        requisition_start: '2026-11-01',
        requisition_end: '2026-11-30',
        status: 'approved',
      }),
    ]);
    const delivery = await db().integrationDelivery.findFirstOrThrow({ where: { provider: 'procore' } });
    expect(delivery).toMatchObject({ status: 'sent', externalId: '1000', attempts: 2 });
    expect(await db().integrationSyncLog.count({ where: { resolvedAt: null } })).toBe(0);
  });

  it('logs a push for a contract that did not come from Procore, naming it', async () => {
    await db().contract.update({ where: { id: demo.contract.id }, data: { enableIntegrationLink: true } });
    await db().$transaction((tx) =>
      enqueueIntegrationEvent(tx, {
        accountId: acc,
        contractId: demo.contract.id,
        documentKind: 'certificate',
        documentId: demo.claimIds[0]!,
        event: 'certificate.issued',
        data: {
          project: { id: demo.payer.g, name: 'Te Atatū Apartments' },
          contract: { id: demo.contract.id, name: demo.contract.name },
          claim: {
            id: demo.claimIds[0],
            name: 'Payment Claim 1',
            period_from: '2026-09-01',
            period_to: '2026-09-30',
          },
        },
      }),
    );
    // Payments are not something Procore takes: none is queued for it.
    const payments = await db().$transaction((tx) =>
      enqueueIntegrationEvent(tx, {
        accountId: acc,
        contractId: demo.contract.id,
        documentKind: 'payment',
        documentId: demo.claimIds[0]!,
        event: 'payment.recorded',
        data: {},
      }),
    );
    expect(payments).toBe(0);
    expect(await processIntegrationOutbox()).toEqual({ sent: 0, failed: 1 });
    const logs = await callRoute(I.logs.GET, { params: { acc } });
    expect(logs.body.logs).toEqual([
      expect.objectContaining({
        contract: demo.contract.name,
        claim: 'Payment Claim 1',
        issue_details: `${demo.contract.name} was not imported from Procore, so there is no commitment to send Payment Claim 1 to.`,
      }),
    ]);
  });
});
