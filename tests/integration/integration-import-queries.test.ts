// Importing a subcontract sends as many SQL statements for 50 schedule-of-values lines as for 3
// (no query per line), and a re-import still gets every line right: changed lines updated, lines
// claimed against keep their money (their words follow, and a sync log names them), new lines
// added after the others, and a line deleted here made again with its link moved to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { countQueries, db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { seedClaimsDemo } from '../support/claims-demo';
import { claimData } from '../support/line-items';
import { connectWebhook, integrationRoutes as I } from '../support/integration-routes';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let receiver: WebhookReceiver;
let acc: string;

type Line = {
  id: string;
  ref: string;
  description: string;
  amount: number;
  quantity?: number;
  unit?: string;
  unit_price?: number;
};

/** Line i: odd ones lump sums of $100 × i, even ones i × 2 units at $10. */
const line = (i: number): Line =>
  i % 2 === 1
    ? { id: `L${i}`, ref: `${i}`, description: `Item ${i}`, amount: 10_000 * i }
    : {
        id: `L${i}`,
        ref: `${i}`,
        description: `Item ${i}`,
        quantity: i * 2,
        unit: 'ea',
        unit_price: 1_000,
        amount: 0,
      };
const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);

// The re-import: line 1 (claimed) and 2 (claimed at $0, so not claimed against) change money, so
// does every fifth line; lines 4–10 are claimed against; line 4 also changes its words only; two
// lines are added; the last original line is deleted here before the re-import.
const claimed = (i: number) => i === 1 || (i >= 4 && i <= 10);
const moneyChanges = (i: number) => i === 1 || i === 2 || i % 5 === 0;
const wordsChange = (i: number) => i === 1 || i === 4;
const revised = (i: number): Line => {
  const l = line(i);
  const description = wordsChange(i) ? `${l.description} (revised)` : l.description;
  if (!moneyChanges(i)) return { ...l, description };
  return l.unit_price !== undefined
    ? { ...l, description, unit_price: l.unit_price + 50 }
    : { ...l, description, amount: l.amount + 1_234 };
};

const subcontract = (n: number, lines: Line[]) => ({
  id: 'SC-1',
  title: `Linings ${n}`,
  number: `SC-${n}`,
  vendor: { name: `Vendor ${n} Ltd` },
  schedule_of_values: lines,
});

const importJob = (n: number) =>
  countQueries(() =>
    callRoute(I.importSub.POST, {
      params: { acc, provider: 'webhook' },
      body: { job_id: `J-${n}`, subcontract_id: 'SC-1' },
    }),
  );

const itemsOf = (contractId: string) =>
  db().lineItem.findMany({ where: { contractId }, orderBy: { position: 'asc' } });

/** A claim on the contract with these to-date values (cents) on the lines of these external ids. */
async function claim(contractId: string, n: number, values: [string, number][]) {
  const ids = new Map(
    (
      await db().integrationLink.findMany({
        where: {
          accountId: acc,
          kind: 'line',
          externalId: { in: values.map(([id]) => `J-${n}/SC-1/${id}`) },
        },
      })
    ).map((l) => [l.externalId, l.localId]),
  );
  await db().claim.create({
    data: {
      ...claimData(contractId, 1, 'issued'),
      lines: {
        create: values.map(([id, value]) => ({
          lineItemId: ids.get(`J-${n}/SC-1/${id}`)!,
          toDateValue: BigInt(value),
        })),
      },
    },
  });
}

beforeAll(async () => {
  const demo = await seedClaimsDemo();
  acc = demo.payer.acc;
  receiver = await startWebhookReceiver();
  receiver.state.jobs = [3, 50].map((n) => ({
    id: `J-${n}`,
    name: `Job ${n}`,
    subcontracts: [subcontract(n, range(n).map(line))],
  }));
  signInAs(demo.users.certifier);
  await connectWebhook(acc, receiver);
});
afterAll(() => receiver.stop());

describe('importing a subcontract takes a fixed number of SQL statements', () => {
  it('as many for 50 lines as for 3, first import and re-import, with the right values', async () => {
    const run = async (n: number) => {
      const first = await importJob(n);
      expect(first.result.status, JSON.stringify(first.result.body)).toBe(200);
      expect(first.result.body.lines).toEqual({ created: n, updated: 0, unchanged: 0, kept: [] });
      const contractId: string = first.result.body.contract_id;
      const before = await itemsOf(contractId);
      expect(before.map((l) => [l.label, l.position])).toEqual(range(n).map((i) => [`${i}`, i - 1]));

      await claim(
        contractId,
        n,
        range(n)
          .filter((i) => claimed(i) || i === 2)
          .map((i) => [`L${i}`, i === 2 ? 0 : 500]),
      );
      await db().lineItem.delete({ where: { id: before[n - 1]!.id } });
      receiver.state.jobs.find((j) => j.id === `J-${n}`)!.subcontracts = [
        subcontract(n, [...range(n).map(revised), line(n + 1), line(n + 2)]),
      ];
      const again = await importJob(n);
      expect(again.result.status, JSON.stringify(again.result.body)).toBe(200);
      return { n, contractId, before, first: first.queries, again };
    };
    const small = await run(3);
    const large = await run(50);
    expect(large.first).toBe(small.first);
    expect(large.again.queries).toBe(small.again.queries);

    // The large re-import, line by line.
    const { n, contractId, before } = large;
    const originals = range(n - 1); // line n was deleted here and comes back as new
    const kept = originals.filter((i) => claimed(i) && moneyChanges(i));
    const updated = originals.filter((i) => !kept.includes(i) && (moneyChanges(i) || wordsChange(i)));
    expect(large.again.result.body.lines).toEqual({
      created: 3,
      updated: updated.length,
      unchanged: originals.length - kept.length - updated.length,
      kept: kept.map(String),
    });
    expect(kept).toEqual([1, 5, 10]);
    expect(updated).toEqual([2, 4, 15, 20, 25, 30, 35, 40, 45]);

    const after = await itemsOf(contractId);
    const byRef = new Map(after.map((l) => [l.label, l]));
    const was = new Map(before.map((l) => [l.label, l]));
    for (const i of originals) {
      const item = byRef.get(`${i}`)!;
      expect(item.id, `line ${i} keeps its row`).toBe(was.get(`${i}`)!.id);
      expect(item.position).toBe(i - 1);
      const expected = revised(i);
      expect(item.description).toBe(expected.description);
      const money = kept.includes(i) ? line(i) : expected;
      if (money.unit_price !== undefined) {
        const quantity = money.quantity!;
        expect([item.valueType, item.quantity, item.rate, item.total], `line ${i}`).toEqual([
          'rate',
          BigInt(quantity * 100),
          BigInt(money.unit_price),
          BigInt(quantity * money.unit_price),
        ]);
      } else {
        expect([item.valueType, item.total], `line ${i}`).toEqual(['lump', BigInt(money.amount)]);
      }
    }
    // Line 1 (claimed, money changed): kept its $100, took its new words.
    expect([byRef.get('1')!.description, byRef.get('1')!.total]).toEqual(['Item 1 (revised)', 10_000n]);
    // Line 2 (only a $0 claim): its new rate.
    expect([byRef.get('2')!.rate, byRef.get('2')!.total]).toEqual([1_050n, 4_200n]);
    // The deleted line made again and the two new ones, after the others and in the system's order.
    expect(after.slice(n - 1).map((l) => [l.label, l.position, l.total])).toEqual([
      ['50', 49, 105_000n],
      ['51', 50, 510_000n],
      ['52', 51, 104_000n],
    ]);
    expect(after).toHaveLength(n + 2);
    const link = await db().integrationLink.findFirstOrThrow({
      where: { accountId: acc, kind: 'line', externalId: `J-${n}/SC-1/L${n}` },
    });
    expect(link.localId).toBe(byRef.get(`${n}`)!.id);

    const logs = await db().integrationSyncLog.findMany({
      where: { accountId: acc, importKey: `J-${n}/SC-1#kept`, resolvedAt: null },
    });
    expect(logs.map((l) => l.issueDetails)).toEqual([
      'Not updated because claims have been made against them: 1, 5, 10.',
    ]);

    // Importing once more changes nothing and makes no line twice.
    const third = await importJob(n);
    expect(third.result.body.lines).toEqual({
      created: 0,
      updated: 0,
      unchanged: n + 2 - kept.length,
      kept: kept.map(String),
    });
    expect(await db().lineItem.count({ where: { contractId } })).toBe(n + 2);
  });
});
