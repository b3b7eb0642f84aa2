import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { seedDemo } from '@/prisma/seed';
import { blankDatabase } from '../support/blank-database';

describe('demo seed', () => {
  it('builds the NZ demo: three logins, a shared contract seen from both sides, consistent figures', async () => {
    process.env.DEMO_MODE = 'true'; // a demo installation (put back after the file: worker-setup.ts)
    await seedDemo(db());
    for (const email of ['claimer@demo.test', 'certifier@demo.test', 'viewer@demo.test']) {
      expect((await verifyCredentials({ email, password: 'demo1234' })).ok).toBe(true);
    }
    const roles = await db().membership.findMany({
      select: { role: true, user: { select: { email: true } }, account: { select: { name: true } } },
    });
    expect(roles).toEqual(
      expect.arrayContaining([
        { role: 'owner', user: { email: 'claimer@demo.test' }, account: { name: 'Kauri Interiors Ltd' } },
        { role: 'owner', user: { email: 'certifier@demo.test' }, account: { name: 'Harbour Build Ltd' } },
        { role: 'view', user: { email: 'viewer@demo.test' }, account: { name: 'Kauri Interiors Ltd' } },
      ]),
    );

    const shared = await db().contract.findFirstOrThrow({
      where: { contractNumber: 'SC-014-03' },
      include: { placements: true },
    });
    expect(shared.placements.map((p) => p.side).sort()).toEqual(['cert', 'claim']);

    // Every parent equals the sum of its children (spec §5).
    const items = await db().lineItem.findMany({ where: { contractId: shared.id } });
    for (const parent of items.filter((i) => items.some((c) => c.parentId === i.id))) {
      const children = items.filter((c) => c.parentId === parent.id).reduce((s, c) => s + c.total, 0n);
      expect(parent.total).toBe(children);
    }
    // 1.1 Steel stud framing: $85.50 × 1,200 m2 = $102,600.00 (hand calculation).
    expect(items.find((i) => i.label === '1.1')?.total).toBe(10_260_000n);

    const claims = await db().claim.findMany({
      where: { contractId: shared.id },
      orderBy: { number: 'asc' },
    });
    expect(claims.map((c) => c.status)).toEqual(['certified', 'issued', 'draft']);
    // NZ default terms (§9): cert due the 15th, payment the 20th of the following month.
    expect(claims[0]!.certDueDate.toISOString().slice(0, 10)).toBe('2026-10-15');
    expect(claims[0]!.paymentDueDate.toISOString().slice(0, 10)).toBe('2026-10-20');
    const certs = await db().certificate.findMany({
      orderBy: { number: 'asc' },
      include: { lines: true },
    });
    expect(certs.map((c) => [c.claimId, c.number, c.status])).toEqual([
      [claims[0]!.id, 1, 'issued'],
      // The issued claim 2 waits on the payer's side as a pending certificate, with nothing in it.
      [claims[1]!.id, 2, 'pending'],
    ]);
    const [cert, pending] = certs;
    expect(cert!.lines.filter((l) => l.reason).length).toBe(2);
    expect(cert!.grossToDate! < claims[0]!.grossToDate!).toBe(true);
    expect(pending!.lines).toEqual([]);
  });
});

describe('migration runner', () => {
  it('applies each migration once, in order, recording it in _prisma_migrations', async () => {
    const url = await blankDatabase('mig');
    const first = await migrate(url);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(url)).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT migration_name, finished_at FROM _prisma_migrations');
    await client.end();
    expect(rows.map((r) => r.migration_name)).toEqual(first);
  });

  it('refuses a migration edited after it was applied, and rolls back a failing one', async () => {
    const url = await blankDatabase('mig');
    const dir = mkdtempSync(path.join(tmpdir(), 'mig-'));
    mkdirSync(path.join(dir, '001_a'));
    writeFileSync(path.join(dir, '001_a', 'migration.sql'), 'CREATE TABLE a (id int);');
    await migrate(url, dir);
    writeFileSync(path.join(dir, '001_a', 'migration.sql'), 'CREATE TABLE a (id bigint);');
    await expect(migrate(url, dir)).rejects.toThrow(/edited after it was applied/);

    writeFileSync(path.join(dir, '001_a', 'migration.sql'), 'CREATE TABLE a (id int);');
    mkdirSync(path.join(dir, '002_b'));
    writeFileSync(path.join(dir, '002_b', 'migration.sql'), 'CREATE TABLE b (id int); SELECT nonsense();');
    await expect(migrate(url, dir)).rejects.toThrow(/002_b failed/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rowCount } = await client.query("SELECT 1 FROM pg_tables WHERE tablename = 'b'");
    await client.end();
    expect(rowCount).toBe(0);
  });
});
