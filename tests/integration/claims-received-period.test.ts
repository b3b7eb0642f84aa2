// The dashboard's claims-received summary period (spec §2 "default type month, default period
// current", §9 type 6): what was served in the chosen week, month, quarter or year, counted by the
// day each claim was served, on the certifying account's contracts only.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';
import { createAccountWithOwner } from '../support/factories';
import { callRoute } from '../support/call-route';
import { certRoutes as R, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
// Served 30 October and 4 November 2026, Auckland time; "now" is 20 November 2026 there.
const OCTOBER = { at: new Date('2026-10-29T22:00:00Z'), total: 41_250_00n };
const NOVEMBER = { at: new Date('2026-11-04T01:00:00Z'), total: 18_400_55n };
const NOW = new Date('2026-11-20T00:00:00Z');

beforeAll(async () => {
  demo = await seedCertDemo();
  await db().claim.update({
    where: { id: demo.claimIds[0] },
    data: { servedAt: OCTOBER.at, totalIncludingGst: OCTOBER.total },
  });
  await db().claim.update({
    where: { id: demo.claim2 },
    data: { servedAt: NOVEMBER.at, totalIncludingGst: NOVEMBER.total },
  });
});

const certifier = async () => (await resolveActor(demo.users.certifier, demo.payer.acc))!;

describe('received in a period', () => {
  it('defaults to the current month', async () => {
    const { received_in_period } = await listClaimsReceived(await certifier(), {}, NOW);
    expect(received_in_period).toEqual({
      type: 'month',
      period: 'current',
      from: '2026-11-01',
      to: '2026-11-30',
      count: 1,
      claimed_amount: Number(NOVEMBER.total),
    });
  });

  it.each([
    ['month', 'previous', '2026-10-01', '2026-10-31', 1, Number(OCTOBER.total)],
    ['quarter', 'current', '2026-10-01', '2026-12-31', 2, Number(OCTOBER.total + NOVEMBER.total)],
    ['week', 'current', '2026-11-16', '2026-11-22', 0, 0],
    ['week', 'previous', '2026-11-09', '2026-11-15', 0, 0],
    ['year', 'previous', '2025-01-01', '2025-12-31', 0, 0],
  ] as const)('%s %s: %s to %s, %d claims', async (type, period, from, to, count, claimed) => {
    const { received_in_period } = await listClaimsReceived(await certifier(), { type, period }, NOW);
    expect(received_in_period).toEqual({ type, period, from, to, count, claimed_amount: claimed });
  });

  it('counts a claim by the day it was served where the contract is, not in UTC', async () => {
    // 29 October 22:00 UTC is already 30 October in Auckland: October either way, but on the
    // 31st at 11:30 UTC it is 1 November there.
    await db().claim.update({
      where: { id: demo.claimIds[0] },
      data: { servedAt: new Date('2026-10-31T11:30:00Z') },
    });
    const { received_in_period } = await listClaimsReceived(await certifier(), {}, NOW);
    expect(received_in_period.count).toBe(2);
    await db().claim.update({ where: { id: demo.claimIds[0] }, data: { servedAt: OCTOBER.at } });
  });
});

describe('GET …/paycert/account/{acc}/claims_received', () => {
  const get = (acc: string, query = '') =>
    callRoute(R.received.GET, { params: { acc }, url: `http://localhost/x${query}` });

  it('answers the period chosen by ?type and ?period, the current month without them', async () => {
    signInAs(demo.users.certifier);
    const plain = await get(demo.payer.acc);
    expect(plain.status).toBe(200);
    expect(plain.body.received_in_period).toMatchObject({ type: 'month', period: 'current' });
    const quarter = await get(demo.payer.acc, '?type=quarter&period=previous');
    expect(quarter.body.received_in_period).toMatchObject({ type: 'quarter', period: 'previous' });
  });

  it('refuses a period it does not know (422), never 500', async () => {
    signInAs(demo.users.certifier);
    for (const query of ['?type=6', '?type=decade', '?period=next', '?type=']) {
      const res = await get(demo.payer.acc, query);
      expect(res.status).toBe(422);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });

  it("never counts another account's claims: the payee sees none, a stranger is refused", async () => {
    signInAs(demo.users.claimer);
    const payee = await get(demo.payee.acc, '?type=year');
    expect(payee.status).toBe(200);
    expect(payee.body.received_in_period.count).toBe(0);
    const stranger = await createAccountWithOwner('Stranger Ltd');
    signInAs(stranger.userId);
    const res = await get(demo.payer.acc);
    expect([403, 404]).toContain(res.status);
    expect(res.body.received_in_period).toBeUndefined();
  });
});
