// Importing from the webhook integration's jobs endpoint (issue 15), served by a real HTTP server
// that checks the signature: a subcontract becomes a project and contract with its schedule of
// values; importing again updates the same rows (never a second project, contract or line), also
// when two imports run at once; failures are written to the sync logs and resolved by the next
// good import; another account reaches none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { connectWebhook, integrationRoutes as I } from '../support/integration-routes';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let demo: ClaimsDemo;
let receiver: WebhookReceiver;
let acc: string;

const sov = () => [
  { id: 'L1', ref: '1', description: 'Framing', amount: 1_250_000 },
  {
    id: 'L2',
    ref: '2',
    description: 'Gib stopping',
    quantity: 120.5,
    unit: 'm2',
    unit_price: 2_450,
    amount: 0,
  },
];
const subcontract = (lines = sov(), title = 'Interior linings') => ({
  id: 'SC-9',
  title,
  number: 'SC-9',
  vendor: { name: 'Tui Linings Ltd', email: 'accounts@tui.example' },
  schedule_of_values: lines,
});

const importIt = (body: Record<string, unknown> = { job_id: 'J-100', subcontract_id: 'SC-9' }) =>
  callRoute(I.importSub.POST, { params: { acc, provider: 'webhook' }, body });

beforeAll(async () => {
  demo = await seedClaimsDemo();
  acc = demo.payer.acc; // Harbour Build, the head contractor, certifies its subcontractors
  receiver = await startWebhookReceiver();
  receiver.state.jobs = [
    { id: 'J-100', name: 'Ponsonby Apartments', number: 'P-100', subcontracts: [subcontract()] },
  ];
  signInAs(demo.users.certifier);
  await connectWebhook(acc, receiver);
});
afterAll(() => receiver.stop());

describe('import from the webhook jobs endpoint', () => {
  it('lists jobs and subcontracts with their schedule of values', async () => {
    const jobs = await callRoute(I.jobs.GET, { params: { acc, provider: 'webhook' } });
    expect(jobs).toEqual({
      status: 200,
      body: { jobs: [{ id: 'J-100', name: 'Ponsonby Apartments', number: 'P-100', project_id: null }] },
    });
    const subs = await callRoute(I.subcontracts.GET, {
      params: { acc, provider: 'webhook' },
      url: 'http://localhost/x?job=J-100',
    });
    expect(subs.status).toBe(200);
    expect(subs.body.subcontracts[0]).toMatchObject({
      id: 'SC-9',
      contract_id: null,
      // 120.5 m2 × $24.50 = $2,952.25, and the lump sum.
      total: 1_250_000 + 295_225,
      schedule_of_values: [
        expect.objectContaining({ id: 'L1', quantity: null, rate: null, amount: 1_250_000 }),
        expect.objectContaining({ id: 'L2', quantity: 12_050, rate: 2_450, unit: 'm2' }),
      ],
    });
    expect(receiver.state.badSignatures).toBe(0);
  });

  it('creates the project, the contract with its base items, and the vendor as a company', async () => {
    const res = await importIt();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      project_created: true,
      contract_created: true,
      lines: { created: 2, updated: 0, unchanged: 0, kept: [] },
    });
    const contract = await db().contract.findUniqueOrThrow({
      where: { id: res.body.contract_id },
      include: { placements: true, payeeCompany: true, lineItems: { orderBy: { position: 'asc' } } },
    });
    expect(contract).toMatchObject({
      name: 'Interior linings',
      contractNumber: 'SC-9',
      payerAccountId: acc,
      enableIntegrationLink: true,
      payeeCompany: expect.objectContaining({ name: 'Tui Linings Ltd' }),
    });
    expect(contract.placements).toEqual([
      expect.objectContaining({ accountId: acc, side: 'cert', projectId: res.body.project_id }),
    ]);
    expect(
      contract.lineItems.map((l) => [
        l.kind,
        l.label,
        l.description,
        l.valueType,
        l.quantity,
        l.rate,
        l.total,
      ]),
    ).toEqual([
      ['base', '1', 'Framing', 'lump', null, null, 1_250_000n],
      ['base', '2', 'Gib stopping', 'rate', 12_050n, 2_450n, 295_225n],
    ]);
    const project = await db().project.findUniqueOrThrow({ where: { id: res.body.project_id } });
    expect(project).toMatchObject({ name: 'Ponsonby Apartments', projectNumber: 'P-100', accountId: acc });
  });

  it('updates the same project, contract and lines on a re-import, never duplicating', async () => {
    const counts = async () => ({
      projects: await db().project.count({ where: { accountId: acc } }),
      contracts: await db().contractPlacement.count({ where: { accountId: acc } }),
      lines: await db().lineItem.count(),
      companies: await db().company.count({ where: { accountId: acc } }),
    });
    const before = await counts();
    const same = await importIt();
    expect(same.body).toMatchObject({
      project_created: false,
      contract_created: false,
      lines: { created: 0, updated: 0, unchanged: 2 },
    });
    expect(await counts()).toEqual(before);

    receiver.state.jobs[0]!.name = 'Ponsonby Apartments Stage 1';
    receiver.state.jobs[0]!.subcontracts = [
      subcontract(
        [
          { id: 'L1', ref: '1', description: 'Framing and bracing', amount: 1_300_000 },
          ...sov().slice(1),
          { id: 'L3', ref: '3', description: 'Cornices', amount: 80_000 },
        ],
        'Interior linings rev B',
      ),
    ];
    const changed = await importIt();
    expect(changed.body).toMatchObject({ lines: { created: 1, updated: 1, unchanged: 1, kept: [] } });
    expect(await counts()).toEqual({ ...before, lines: before.lines + 1 });
    const contract = await db().contract.findUniqueOrThrow({
      where: { id: changed.body.contract_id },
      include: { lineItems: { orderBy: { position: 'asc' } } },
    });
    expect(contract.name).toBe('Interior linings rev B');
    expect(contract.lineItems.map((l) => [l.description, l.total])).toEqual([
      ['Framing and bracing', 1_300_000n],
      ['Gib stopping', 295_225n],
      ['Cornices', 80_000n],
    ]);
    expect((await db().project.findUniqueOrThrow({ where: { id: changed.body.project_id } })).name).toBe(
      'Ponsonby Apartments Stage 1',
    );
    const jobs = await callRoute(I.jobs.GET, { params: { acc, provider: 'webhook' } });
    expect(jobs.body.jobs[0].project_id).toBe(changed.body.project_id);
  });

  it('makes one project and contract when two imports of a new job run at once', async () => {
    receiver.state.jobs.push({ id: 'J-200', name: 'Mt Eden Townhouses', subcontracts: [subcontract()] });
    const body = { job_id: 'J-200', subcontract_id: 'SC-9' };
    const [a, b] = await Promise.all([importIt(body), importIt(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.contract_id).toBe(b.body.contract_id);
    expect(await db().project.count({ where: { accountId: acc, name: 'Mt Eden Townhouses' } })).toBe(1);
    expect(await db().lineItem.count({ where: { contractId: a.body.contract_id } })).toBe(2);
  });

  it('keeps names longer than ours to their first 160 characters', async () => {
    const long = 'Q'.repeat(200);
    receiver.state.jobs.push({ id: 'J-LONG', name: long, subcontracts: [{ ...subcontract(), title: long }] });
    const res = await importIt({ job_id: 'J-LONG', subcontract_id: 'SC-9' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const contract = await db().contract.findUniqueOrThrow({ where: { id: res.body.contract_id } });
    expect(contract.name).toBe('Q'.repeat(160));
  });

  it('writes a sync log when the jobs endpoint is down, resolved by the next good import', async () => {
    await receiver.stop();
    const down = await importIt();
    expect(down.status).toBe(502);
    expect(down.body.errors[0].message).toMatch(/could not reach/);
    const logs = await callRoute(I.logs.GET, { params: { acc } });
    expect(logs.body.summary).toBe('There were 1 sync issues.');
    expect(logs.body.logs[0]).toMatchObject({
      can_retry: false,
      issue_details: expect.stringMatching(/could not reach/),
    });
    await receiver.start();
    expect((await importIt()).status).toBe(200);
    expect((await callRoute(I.logs.GET, { params: { acc } })).body.summary).toBe('There is no sync issues.');
  });

  it('answers 404 for a subcontract the system does not have (and logs it), 502 for a malformed answer', async () => {
    const missing = await importIt({ job_id: 'J-100', subcontract_id: 'SC-404' });
    expect(missing.status).toBe(404);
    receiver.state.jobs.push({ id: 'J-BAD', name: 'Broken', subcontracts: [{ id: 'X', title: 'No lines' }] });
    const bad = await callRoute(I.subcontracts.GET, {
      params: { acc, provider: 'webhook' },
      url: 'http://localhost/x?job=J-BAD',
    });
    expect(bad.status).toBe(502);
    expect(bad.body.errors[0].message).toMatch(/schedule_of_values/);
    const logs = await callRoute(I.logs.GET, { params: { acc } });
    expect(logs.body.logs.map((l: { issue_details: string }) => l.issue_details)).toEqual([
      expect.stringMatching(/no subcontract SC-404/),
    ]);
    await db().integrationSyncLog.deleteMany();
  });

  it('refuses bad input with 422 and unknown providers, and keeps other accounts out', async () => {
    for (const body of [{}, { job_id: 'J-100' }, { job_id: 'J-100', subcontract_id: 'SC-9', side: 'both' }]) {
      const res = await importIt(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await callRoute(I.subcontracts.GET, { params: { acc, provider: 'webhook' } })).status).toBe(422);
    expect((await callRoute(I.jobs.GET, { params: { acc, provider: 'sap' } })).status).toBe(422);
    expect((await callRoute(I.jobs.GET, { params: { acc, provider: 'procore' } })).status).toBe(404);
    // Kauri's users: not members of Harbour.
    const before = await db().project.count();
    signInAs(demo.users.claimer);
    expect((await importIt()).status).toBe(403);
    expect((await callRoute(I.jobs.GET, { params: { acc, provider: 'webhook' } })).status).toBe(403);
    // Kauri has no webhook connected: its own import finds nothing.
    const own = await callRoute(I.importSub.POST, {
      params: { acc: demo.payee.acc, provider: 'webhook' },
      body: { job_id: 'J-100', subcontract_id: 'SC-9' },
    });
    expect(own.status).toBe(404);
    expect(await db().project.count()).toBe(before);
  });
});
