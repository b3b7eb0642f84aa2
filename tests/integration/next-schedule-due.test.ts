// The lists' "certificate due" (issue 33): nextScheduleDue sums up each contract's waiting claims
// in one statement and bounds the earliest payment-schedule deadline from both sides
// (lib/domain/earliest-schedule-due.ts), working out each claim only where the bounds do not meet.
// Whatever the claims, it must answer exactly what the engine answers claim by claim: here over
// contracts of many waiting claims, in every kind of calendar and several time zones, with and
// without payment terms, served in order and out of it (the UK's later-of without terms then
// needs each claim), some not served, and claims served either side of a zone's clocks going back
// across midnight.
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries, db } from '@/lib/db/client';
import { addWorkingDays } from '@/lib/domain/working-days';
import { nextScheduleDue, scheduleDueClaimByClaim } from '@/lib/server/deadlines/next-schedule-due';
import { createAccountWithOwner } from '../support/factories';
import { TERMS_ROW } from '../support/payment-terms';

type Country = 'NZ' | 'AU' | 'GB' | 'AE' | 'SA';
const PLACES: [Country, string | null, string][] = [
  ['NZ', null, 'Pacific/Auckland'],
  ['NZ', null, 'Pacific/Chatham'],
  ['AU', 'NSW', 'Australia/Sydney'],
  ['AU', 'VIC', 'Australia/Melbourne'],
  ['AU', 'QLD', 'Australia/Brisbane'],
  ['AU', 'WA', 'Australia/Perth'],
  // No state: no calendar, the stored date.
  ['AU', null, 'Australia/Sydney'],
  ['GB', 'ENG', 'Europe/London'],
  ['GB', 'SCT', 'Europe/London'],
  ['GB', 'NIR', 'America/New_York'],
  ['AE', null, 'Asia/Dubai'],
  ['SA', null, 'Asia/Riyadh'],
];
type Order = 'in order' | 'out of order';

/** A seeded generator: the same claims every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(Math.floor(ms / DAY) * DAY);

/**
 * `count` claims waiting for a certificate on monthly periods from January 2026, served about when
 * due, each a random hour either side of midnight; out of order, each is served on a random day of
 * a year, each of its dates edited by up to 45 days either way, and one in six not served. Beside them, certified and draft
 * claims earlier than all, which do not count.
 */
function claimsOf(contractId: string, order: Order, count: number, draw: (n: number) => number) {
  const rows = [];
  for (let i = 0; i < count + 6; i++) {
    const status = i < 3 ? 'certified' : i < 6 ? 'draft' : 'issued';
    const month = i < 6 ? i - 12 : i;
    const claimTo = Date.UTC(2026, month + 1, 0);
    const edit = () => (order === 'out of order' ? (draw(91) - 45) * DAY : 0);
    const servedAt =
      status === 'draft' || (order === 'out of order' && draw(6) === 0)
        ? null
        : order === 'out of order'
          ? new Date(Date.UTC(2026, 0, 1) + draw(365 * 24) * 3_600_000)
          : new Date(claimTo - 2 * DAY + draw(48) * 3_600_000);
    rows.push({
      contractId,
      number: i + 1,
      name: `Claim ${i + 1}`,
      claimFrom: utcDay(claimTo - 27 * DAY),
      claimTo: new Date(claimTo + edit()),
      claimDueDate: utcDay(claimTo - DAY + edit()),
      certDueDate: utcDay(claimTo + 15 * DAY + edit()),
      paymentDueDate: utcDay(claimTo + 20 * DAY + edit()),
      status: status as 'certified' | 'draft' | 'issued',
      servedAt,
    });
  }
  return rows;
}

let accountId: string;
async function contract(country: Country, region: string | null, timeZone: string, terms: boolean) {
  return db().contract.create({
    data: {
      name: `${country}-${region} ${timeZone}${terms ? ' with terms' : ''}`,
      status: 'started',
      createdByAccountId: accountId,
      payeeAccountId: accountId,
      country,
      region,
      gstPercent: 15,
      timeZone,
      ...(terms ? { paymentTerms: { create: TERMS_ROW } } : {}),
    },
  });
}

interface Made {
  id: string;
  order: Order;
  ukWithoutTerms: boolean;
}
const made: Made[] = [];
let withoutWaiting: string;

beforeAll(async () => {
  ({ accountId } = await createAccountWithOwner('Due Bounds Ltd'));
  const kinds = PLACES.flatMap(([country, region, zone]) =>
    [true, false].flatMap((terms) =>
      // Several contracts of each kind out of order: each draws its own claims.
      (['in order', 'out of order', 'out of order', 'out of order'] as const).map((order) => ({
        country,
        region,
        zone,
        terms,
        order,
      })),
    ),
  );
  const contracts = await Promise.all(kinds.map((k) => contract(k.country, k.region, k.zone, k.terms)));
  const none = await contract('NZ', null, 'Pacific/Auckland', true);
  const draw = random(33);
  await db().claim.createMany({
    data: [
      ...kinds.flatMap((k, i) => claimsOf(contracts[i]!.id, k.order, 40, draw)),
      ...claimsOf(none.id, 'in order', 0, draw),
    ],
  });
  made.push(
    ...kinds.map((k, i) => ({
      id: contracts[i]!.id,
      order: k.order,
      ukWithoutTerms: k.country === 'GB' && !k.terms,
    })),
  );
  withoutWaiting = none.id;
});

const sorted = (m: Map<string, string>) => [...m].sort(([a], [b]) => a.localeCompare(b));

describe('nextScheduleDue', () => {
  it('answers each contract what its claims worked out one by one answer', async () => {
    const ids = [...made.map((m) => m.id), withoutWaiting];
    const bounded = await nextScheduleDue(ids);
    const oneByOne = await scheduleDueClaimByClaim(ids);
    expect(oneByOne.size).toBe(made.length);
    expect(sorted(bounded)).toEqual(sorted(oneByOne));
    // A contract listed twice is answered once; one with no claim waiting is not answered.
    expect(sorted(await nextScheduleDue([...ids, ...ids]))).toEqual(sorted(oneByOne));
    expect(bounded.has(withoutWaiting)).toBe(false);
    // Contract by contract too (the bounds of one do not lean on another's).
    for (const { id } of made) expect((await nextScheduleDue([id])).get(id)).toBe(oneByOne.get(id));
  });

  it('reads no claim one by one where the bounds meet: in order, or the date is one date or the earlier of two', async () => {
    const met = made.filter((m) => m.order === 'in order' || !m.ukWithoutTerms).map((m) => m.id);
    const { result, queries } = await countQueries(() => nextScheduleDue(met));
    expect(queries).toBe(1);
    expect(sorted(result)).toEqual(sorted(await scheduleDueClaimByClaim(met)));
  });

  it('works out each claim of a UK contract without terms whose claims were served out of order', async () => {
    const unmet = made.filter((m) => m.order === 'out of order' && m.ukWithoutTerms).map((m) => m.id);
    const { result, queries } = await countQueries(() => nextScheduleDue(unmet));
    expect(queries).toBeGreaterThan(1);
    expect(sorted(result)).toEqual(sorted(await scheduleDueClaimByClaim(unmet)));
  });

  it('takes the least served day where the zone’s clocks went back across midnight (Antarctica/Casey, 2010)', async () => {
    // At 15:00 UTC on 4 March 2010 Casey went from UTC+11 to +8: 14:30 UTC was 01:30 on 5 March,
    // 15:30 UTC 23:30 on 4 March. The claim served second, first by no other date, was served on the
    // earlier day: its deadline is the earliest.
    const c = await contract('NZ', null, 'Antarctica/Casey', false);
    const claim = (number: number, servedAt: string, later: number) => ({
      contractId: c.id,
      number,
      name: `Claim ${number}`,
      claimFrom: new Date('2010-02-01'),
      claimTo: new Date(Date.UTC(2010, 1, 26 + later)),
      claimDueDate: new Date(Date.UTC(2010, 1, 25 + later)),
      certDueDate: new Date(Date.UTC(2010, 2, 15 + later)),
      paymentDueDate: new Date(Date.UTC(2010, 2, 20 + later)),
      status: 'issued' as const,
      servedAt: new Date(servedAt),
    });
    await db().claim.createMany({
      data: [claim(1, '2010-03-04T14:30:00Z', 0), claim(2, '2010-03-04T15:30:00Z', 1)],
    });
    const due = addWorkingDays('2010-03-04', 20, 'NZ');
    expect(due).not.toBe(addWorkingDays('2010-03-05', 20, 'NZ'));
    expect((await scheduleDueClaimByClaim([c.id])).get(c.id)).toBe(due);
    const { result, queries } = await countQueries(() => nextScheduleDue([c.id]));
    expect(result.get(c.id)).toBe(due);
    expect(queries).toBe(1);
  });
});
