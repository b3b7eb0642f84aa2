// A real installation (issue 29, items 1 and 2): no known logins outside a demo, and the first-run
// setup that makes the firm's account and its owner, once. A demo installation is DEMO_MODE=true,
// which `npm start` sets for the embedded default database alone (scripts/start.ts); anything else
// is real. scripts/test-first-start.sh starts both kinds for real and checks them over HTTP.
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { POST as setupRoute } from '@/app/api/setup/route';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { needsSetup } from '@/lib/server/setup/installation';
import { ALREADY_SET_UP } from '@/lib/server/setup/set-up-installation';
import { seedDemo } from '@/prisma/seed';
import { removeDemo } from '@/scripts/remove-demo';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';

const OWNER = {
  name: 'Ana Kaur',
  email: 'ana@firm.example',
  password: 'a long firm password',
  accountName: 'Kaur Construction Ltd',
  country: 'NZ',
  currency: 'NZD',
  timeZone: 'Pacific/Auckland',
};
const setUp = (body: object) =>
  callRoute(setupRoute, { url: 'http://localhost/api/setup', method: 'POST', body });

describe('first-run setup of a real installation', () => {
  it('is needed while the database has no users; bad input is refused with the fields and nothing made', async () => {
    expect(await needsSetup()).toBe(true);
    const bad = await setUp({ ...OWNER, email: 'not an email', password: 'short' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
    expect(await db().user.count()).toBe(0);
  });

  it('makes the account and its owner, the platform administrator, once: two at once give one 201 and one 409', async () => {
    const answers = await Promise.all([setUp(OWNER), setUp({ ...OWNER, email: 'second@firm.example' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errors[0].message).toBe(ALREADY_SET_UP);
    const users = await db().user.findMany({
      include: { memberships: { include: { account: true } } },
    });
    expect(users).toHaveLength(1);
    expect(users[0]!.isPlatformAdmin).toBe(true);
    expect(users[0]!.memberships.map((m) => [m.role, m.account.name, m.account.country])).toEqual([
      ['owner', 'Kaur Construction Ltd', 'NZ'],
    ]);
    expect((await verifyCredentials({ email: users[0]!.email, password: OWNER.password })).ok).toBe(true);
    // Gone afterwards.
    expect(await needsSetup()).toBe(false);
    expect((await setUp({ ...OWNER, email: 'third@firm.example' })).status).toBe(409);
    expect(await db().user.count()).toBe(1);
  });
});

describe('the demo’s logins', () => {
  it('sign in only in a demo installation; the platform staff never with the published password', async () => {
    const { staffPassword } = await seedDemo(db());
    expect(staffPassword).not.toBe('demo1234');
    expect(staffPassword.length).toBeGreaterThanOrEqual(16);
    const login = (email: string, password = 'demo1234') => verifyCredentials({ email, password });

    // A real installation whose database an earlier version seeded: refused, saying why.
    delete process.env.DEMO_MODE;
    for (const email of ['claimer@demo.test', 'admin@demo.test', 'SUPPORT@demo.test']) {
      expect(await login(email)).toEqual({ ok: false, reason: 'demo_off' });
    }
    expect(await login('admin@demo.test', staffPassword)).toEqual({ ok: false, reason: 'demo_off' });
    process.env.DEMO_MODE = 'false';
    expect(await login('claimer@demo.test')).toEqual({ ok: false, reason: 'demo_off' });

    process.env.DEMO_MODE = 'true';
    expect((await login('claimer@demo.test')).ok).toBe(true);
    expect(await login('admin@demo.test')).toEqual({ ok: false, reason: 'invalid' });
    expect(await login('support@demo.test')).toEqual({ ok: false, reason: 'invalid' });
    expect((await login('admin@demo.test', staffPassword)).ok).toBe(true);
    // A demo installation has no first-run setup.
    expect(await needsSetup()).toBe(false);
    expect((await setUp(OWNER)).status).toBe(409);
  });

  it('npm run demo:remove removes them with the demo’s accounts and contracts, and nothing real', async () => {
    const real = await createAccountWithOwner('Real Firm Ltd');
    // Kauri Interiors, Harbour Build and Kauri Joinery, and all seven logins.
    expect(await removeDemo(db())).toMatchObject({ removed: true, accounts: 3, users: 7 });
    expect(await db().user.count({ where: { email: { endsWith: '@demo.test' } } })).toBe(0);
    expect(await db().contract.count({ where: { contractNumber: 'SC-014-03' } })).toBe(0);
    expect(await db().systemNotice.count()).toBe(0);
    const accounts = await db().account.findMany({ select: { id: true } });
    expect(accounts.map((a) => a.id)).toContain(real.accountId);
    expect(await db().user.count({ where: { id: real.userId } })).toBe(1);
  });

  it('refuses, removing nothing, while a demo login belongs to a real account', async () => {
    await seedDemo(db());
    const real = await createAccountWithOwner('Tangled Ltd');
    const demoUser = await db().user.findUniqueOrThrow({ where: { email: 'viewer@demo.test' } });
    await db().membership.create({ data: { accountId: real.accountId, userId: demoUser.id, role: 'view' } });
    const before = await db().user.count();
    const result = await removeDemo(db());
    expect(result).toEqual({
      removed: false,
      reason:
        'demo logins belong to real accounts (viewer@demo.test in Tangled Ltd): remove them there first',
    });
    expect(await db().user.count()).toBe(before);
  });
});
