// The certificate editor's totals on screen (components/documents/live-totals.ts computeLiveTotals with
// lib/server/certs/cert-live-inputs.ts) are the totals a save stores: checked on the demo's claim 2
// (retention on an NZS 3910-style scale, GST 15 %, a previous certificate) as created, after
// lines are certified by percent, quantity and value, and with each less-previous option and
// retention off — every time against the server's own answer after saving the same thing.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { computeLiveTotals, totalsJsonOf, type ClaimSettings } from '@/components/documents/live-totals';
import type { CertEdit } from '@/components/certs/cert-entry';
import { savedCertEntry } from '@/components/certs/cert-entry';
import type { CertRead } from '@/components/certs/cert-json';
import { certSettingsOf } from '@/components/certs/cert-settings';
import { certLine } from '@/components/certs/cert-entry';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { loadCertLiveInputs } from '@/lib/server/certs/cert-live-inputs';
import { callRoute } from '../support/call-route';
import { certRoutes as R, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let read: CertRead;

beforeAll(async () => {
  demo = await seedCertDemo();
  signInAs(demo.users.certifier);
  read = (await callRoute(R.list.POST, { params: demo.payerClaim, body: {} })).body;
});

async function liveTotals(current: CertRead, edits: ReadonlyMap<string, CertEdit>, settings: ClaimSettings) {
  const actor = (await resolveActor(demo.users.certifier, demo.payer.acc))!;
  const inputs = await loadCertLiveInputs(actor, {
    projectId: demo.payer.g,
    contractId: demo.payer.c,
    claimId: demo.claim2,
    certId: current.cert.cert_id,
  });
  const live = computeLiveTotals({
    items: current.items,
    entryOf: (item) => edits.get(item.id)?.entry ?? savedCertEntry(item),
    document: {
      certifyPendingVariation: current.contract.certify_pending_variation,
      gstPercent: current.contract.gst,
      claimTo: current.claim.claim_to,
      cisStatus: current.cert.cis_status,
      domesticReverseCharge: current.cert.domestic_reverse_charge,
    },
    settings,
    inputs,
  });
  return totalsJsonOf(live);
}

async function save(current: CertRead, edits: ReadonlyMap<string, CertEdit>, settings: ClaimSettings) {
  const byId = new Map(current.items.map((i) => [i.id, i]));
  const res = await callRoute(R.one.PUT, {
    method: 'PUT',
    params: demo.cert(current.cert.cert_id),
    body: {
      updated_at: current.cert.updated_at,
      lines: [...edits].map(([id, e]) => certLine(byId.get(id)!, e)),
      has_retention: settings.hasRetention,
      less_previous_option: settings.lessPreviousOption,
      custom_previous: settings.customPrevious,
    },
  });
  expect(res.status).toBe(200);
  return res.body as CertRead;
}

describe('the certificate editor’s live totals', () => {
  it('equal the server’s for the certificate as created', async () => {
    expect(await liveTotals(read, new Map(), certSettingsOf(read.cert))).toEqual(read.totals);
  });

  it.each([
    ['as created', {}],
    ['less the previous claim', { lessPreviousOption: 'claimed' }],
    ['less a custom amount', { lessPreviousOption: 'custom', customPrevious: 10_000_000 }],
    ['without retention', { hasRetention: false }],
  ] as const)('equal what a save stores with lines changed, %s', async (_, change) => {
    const id = async (ref: string) => (await demo.item(ref)).id;
    const edits = new Map<string, CertEdit>([
      [await id('1.1'), { entry: { by: 'percent', percent: 8_000 }, reason: 'Level 4 framing incomplete.' }],
      [await id('1.3'), { entry: { by: 'qty', qty: 100_000 }, reason: 'Measured 1,000 m2 on site.' }],
      [await id('2.2'), { entry: { by: 'value', value: 500_000 }, reason: 'Bulkheads part done.' }],
    ]);
    const settings = { ...certSettingsOf(read.cert), ...change };
    const live = await liveTotals(read, edits, settings);
    read = await save(read, edits, settings);
    expect(live).toEqual(read.totals);
  });
});
