// Every figure both parties read on the demo contract — each claim's and certificate's money
// summary and per-line values, the contract's summaries, the payments — in a form two releases
// answer alike (figures only, no fields a release adds). The upgrade test compares a database made
// by an earlier release, restored and migrated, with what that release read from it
// (tests/fixtures/upgrade/), so an upgrade that changes any figure fails.
import { db } from '@/lib/db/client';
import { callRoute } from './call-route';
import { certRoutes as R } from './cert-routes';
import { claimRoutes as C } from './claim-routes';
import { signInAs } from './session';

type Json = Record<string, unknown>;

const TOTALS = [
  'contract_value',
  'gross_to_date',
  'gross_this_claim',
  'less_retention',
  'plus_releases',
  'net_to_date',
  'less_previous',
  'net_this_claim',
  'gst_percent',
  'gst',
  'total_incl_gst',
  'amount_due',
] as const;

const pick = (from: Json | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, from?.[k] ?? null]));

const ITEM = ['id', 'contract_value', 'previous', 'to_date', 'this_claim', 'remaining'] as const;

export async function releaseFigures(): Promise<Json> {
  const contract = await db().contract.findFirstOrThrow({
    where: { contractNumber: 'SC-014-03' },
    include: { placements: true },
  });
  const place = (side: 'claim' | 'cert') => contract.placements.find((p) => p.side === side)!;
  const payee = { acc: place('claim').accountId, g: place('claim').projectId, c: contract.id };
  const payer = { acc: place('cert').accountId, g: place('cert').projectId, c: contract.id };
  const user = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).id;
  const [claimer, certifier] = await Promise.all([user('claimer@demo.test'), user('certifier@demo.test')]);
  const claims = await db().claim.findMany({
    where: { contractId: contract.id },
    orderBy: { number: 'asc' },
  });
  const certs = await db().certificate.findMany({
    where: { contractId: contract.id, status: 'issued' },
    orderBy: { number: 'asc' },
  });
  const out: Json = {};
  signInAs(claimer);
  for (const claim of claims) {
    const read = (await callRoute(C.one.GET, { params: { ...payee, cl: claim.id } })).body as Json;
    out[`claim ${claim.number}`] = {
      status: (read.claim as Json).status,
      totals: pick(read.totals as Json, TOTALS),
      items: (read.items as Json[]).map((i) => pick(i, ITEM)),
    };
  }
  out.payeeSummary = (await callRoute(C.summary.GET, { params: payee })).body;
  const certRead = async (side: typeof payee, cert: (typeof certs)[number]) =>
    (await callRoute(R.one.GET, { params: { ...side, cl: cert.claimId, cert: cert.id } })).body as Json;
  for (const cert of certs) {
    const read = await certRead(payee, cert);
    out[`payee cert ${cert.number}`] = {
      totals: pick(read.totals as Json, TOTALS),
      scheduled: read.scheduled_amount,
    };
  }
  signInAs(certifier);
  for (const cert of certs) {
    const read = await certRead(payer, cert);
    out[`payer cert ${cert.number}`] = {
      totals: pick(read.totals as Json, TOTALS),
      scheduled: read.scheduled_amount,
      items: (read.items as Json[]).map((i) =>
        pick(i, ['id', 'claim_value', 'last_period', 'cert_value', 'this_cert']),
      ),
    };
  }
  const summary = (await callRoute(R.summary.GET, { params: payer })).body as Json;
  out.certSummary = summary.totals;
  out.payments = (await callRoute(R.payments.GET, { params: payer })).body;
  return out;
}
