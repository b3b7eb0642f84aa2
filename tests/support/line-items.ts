// Helpers for the schedule-of-values integration tests: a contract to work on, calls to the
// line-item handlers, and a certificate that certifies money against chosen items (for §4 locks).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
// First: it replaces the session lookup before any route handler is loaded.
import { signInAs } from './session';
import { db } from '@/lib/db/client';
import type { AccountRole, ClaimStatus } from '@/lib/db/generated/enums';
import {
  GET as listRoute,
  POST as upsertRoute,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/route';
import {
  DELETE as deleteRoute,
  PATCH as patchRoute,
} from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/route';
import { callRoute } from './call-route';
import { createAccountWithOwner, createProjectWithContract } from './factories';

export interface Ctx {
  userId: string;
  accountId: string;
  projectId: string;
  contractId: string;
  params: { acc: string; g: string; c: string };
}

export async function contractFixture(name = 'Kauri Test Ltd'): Promise<Ctx> {
  const owner = await createAccountWithOwner(name);
  const { project, contract } = await createProjectWithContract(owner.accountId);
  signInAs(owner.userId);
  return {
    userId: owner.userId,
    accountId: owner.accountId,
    projectId: project.id,
    contractId: contract.id,
    params: { acc: owner.accountId, g: project.id, c: contract.id },
  };
}

export const BASE = 'http://localhost/api/contract/lineitem';

export async function list(ctx: Ctx, kind = 'base') {
  return callRoute(listRoute, { params: ctx.params, url: `${BASE}?kind=${kind}` });
}

/** Adds an item and returns its id (failing the test on anything but 201). */
export async function add(ctx: Ctx, body: Record<string, unknown>): Promise<string> {
  const res = await callRoute(upsertRoute, { params: ctx.params, body: { kind: 'base', ...body } });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

// Tests read list answers freely, as call-route.ts does; each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListedItem = any;

/** Every item of a list answer, depth first, by label. */
export function flat(items: ListedItem[]): Record<string, ListedItem> {
  const out: Record<string, ListedItem> = {};
  const walk = (nodes: ListedItem[]) => {
    for (const n of nodes) {
      out[n.label] = n;
      walk(n.children);
    }
  };
  walk(items);
  return out;
}

/** Stored rows of the contract by label, with totals as numbers. */
export async function storedTotals(contractId: string): Promise<Record<string, number>> {
  const rows = await db().lineItem.findMany({ where: { contractId }, select: { label: true, total: true } });
  return Object.fromEntries(rows.map((r) => [r.label, Number(r.total)]));
}

/** A claim row's data dated 31 October 2026: the fields a claim must have. */
export function claimData(contractId: string, number: number, status: ClaimStatus) {
  const day = new Date('2026-10-31T00:00:00Z');
  return {
    contractId,
    number,
    name: `Claim ${number}`,
    claimFrom: day,
    claimTo: day,
    claimDueDate: day,
    certDueDate: day,
    paymentDueDate: day,
    status,
  };
}

/** A claim and an issued certificate that certifies `values` (cents) to date on those items. */
export async function certify(contractId: string, values: Record<string, number>) {
  const number = (await db().claim.count({ where: { contractId } })) + 1;
  const claim = await db().claim.create({ data: claimData(contractId, number, 'certified') });
  await db().certificate.create({
    data: {
      claimId: claim.id,
      contractId,
      number: number,
      status: 'issued',
      lines: {
        create: Object.entries(values).map(([lineItemId, value]) => ({
          lineItemId,
          toDateValue: BigInt(value),
        })),
      },
    },
  });
}

/** Another user of the same account, with the given account role. */
export async function memberOf(accountId: string, role: AccountRole): Promise<string> {
  const user = await db().user.create({
    data: { email: `${role}-${randomUUID()}@test.example`, name: role },
  });
  await db().membership.create({ data: { accountId, userId: user.id, role } });
  return user.id;
}

export const patchItem = (ctx: Ctx, itemId: string, body: unknown) =>
  callRoute(patchRoute, { method: 'PATCH', params: { ...ctx.params, itemId }, body });
export const removeItem = (ctx: Ctx, itemId: string) =>
  callRoute(deleteRoute, { method: 'DELETE', params: { ...ctx.params, itemId } });

/** P (partitions) → A (rate), B → B1 (rate), B2 (lump): three levels. */
export async function threeLevels(ctx: Ctx) {
  const p = await add(ctx, { label: 'P', description: 'Partitions' });
  const a = await add(ctx, {
    label: 'A',
    parent_id: p,
    description: 'Framing',
    quantity: '1,200',
    unit: 'm2',
    rate: '85.50',
  });
  const b = await add(ctx, { label: 'B', parent_id: p, description: 'Bulkheads', total: '24,350.00' });
  const b1 = await add(ctx, { label: 'B1', parent_id: b, description: 'Board', quantity: 1000, rate: 500 });
  const b2 = await add(ctx, { label: 'B2', parent_id: b, description: 'Labour', total: 10_000 });
  return { p, a, b, b1, b2 };
}

/** Every stored parent's total is the sum of its children's stored totals (§5); returns the parent count. */
export async function expectParentsAreSums(contractId: string): Promise<number> {
  const rows = await db().lineItem.findMany({
    where: { contractId },
    select: { id: true, parentId: true, total: true },
  });
  const sums = new Map<string, bigint>();
  for (const r of rows) if (r.parentId) sums.set(r.parentId, (sums.get(r.parentId) ?? 0n) + r.total);
  for (const r of rows) if (sums.has(r.id)) expect(r.total).toBe(sums.get(r.id));
  return sums.size;
}
