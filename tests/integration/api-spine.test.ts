import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { db } from '@/lib/db/client';
import { GET as getProfile } from '@/app/api/profile/route';
import { GET as getProjects } from '@/app/api/dashboard/account/[acc]/read_active_projects/route';
import { POST as signUpRoute } from '@/app/api/sign_up/route';
import { POST as reportError } from '@/app/api/report_error/route';
import { GET as getConfig } from '@/app/api/config/route';
import { GET as getCountries } from '@/app/api/config/countries/route';
import { GET as getTimezones } from '@/app/api/config/timezones/route';
import { GET as getUuid } from '@/app/api/config/randomuuid/route';
import { GET as getMaintenance } from '@/app/api/maintenance/route';

describe('GET /api/profile', () => {
  it('answers 401 with { errors } without a session', async () => {
    signInAs(null);
    const res = await callRoute(getProfile);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].message).toBeTruthy();
  });

  it('returns the §3 Profile shape for the signed-in user', async () => {
    const a = await createAccountWithOwner('Kauri Test Ltd');
    signInAs(a.userId);
    const res = await callRoute(getProfile, { url: 'http://localhost/api/profile' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: a.email,
      accountName: 'Kauri Test Ltd',
      account_id: a.accountId,
      payclaim_account_id: [
        {
          account_id: a.accountId,
          account_name: 'Kauri Test Ltd',
          role_key: 'owner',
          is_free_trial: true,
          left_free_trial_days: 30,
        },
      ],
    });
  });
});

describe('tenant isolation', () => {
  it("a user cannot read another account's projects by changing the account id in the path", async () => {
    const mine = await createAccountWithOwner('Mine');
    const theirs = await createAccountWithOwner('Theirs');
    await createProjectWithContract(mine.accountId, 'My project');
    await createProjectWithContract(theirs.accountId, 'Their secret project');
    signInAs(mine.userId);

    const own = await callRoute(getProjects, { params: { acc: mine.accountId } });
    expect(own.status).toBe(200);
    expect(own.body.projects.map((p: { name: string }) => p.name)).toEqual(['My project']);

    const other = await callRoute(getProjects, { params: { acc: theirs.accountId } });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('secret');
    expect(other.body.errors).toHaveLength(1);
  });

  it('a malformed account id is refused the same way, never a 500', async () => {
    const mine = await createAccountWithOwner();
    signInAs(mine.userId);
    for (const acc of ['not-a-uuid', "'; DROP TABLE accounts; --", '']) {
      expect((await callRoute(getProjects, { params: { acc } })).status).toBe(403);
    }
  });

  it('an inactive membership gives no access', async () => {
    const a = await createAccountWithOwner();
    await db().membership.updateMany({ where: { userId: a.userId }, data: { status: 'inactive' } });
    signInAs(a.userId);
    expect((await callRoute(getProjects, { params: { acc: a.accountId } })).status).toBe(403);
  });

  it('support staff reach an account only while its help desk mode is on', async () => {
    const a = await createAccountWithOwner();
    const support = await db().user.create({
      data: { email: 'support@claimcert.test', name: 'Support', isSupportStaff: true },
    });
    signInAs(support.id);
    expect((await callRoute(getProjects, { params: { acc: a.accountId } })).status).toBe(403);
    await db().account.update({ where: { id: a.accountId }, data: { isHelpDeskMode: true } });
    expect((await callRoute(getProjects, { params: { acc: a.accountId } })).status).toBe(200);
  });
});

describe('bad input gets a 4xx { errors } and changes nothing', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    password: 'long enough password',
    accountName: 'Ana Builders',
    country: 'NZ',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
  };

  it.each([
    ['malformed JSON', { rawBody: '{"name": ' }, 400],
    ['a JSON array', { body: [1, 2] }, 422],
    ['a wrong type', { body: { ...valid, name: 42 } }, 422],
    ['an unknown country', { body: { ...valid, country: 'US' } }, 422],
    ['an invalid time zone', { body: { ...valid, timeZone: 'Mars/Olympus' } }, 422],
    ['an oversized body', { rawBody: JSON.stringify({ ...valid, name: 'x'.repeat(2_000_000) }) }, 413],
    ['a short password', { body: { ...valid, password: 'short' } }, 422],
  ])('%s', async (_label, init, status) => {
    signInAs(null);
    const before = await db().user.count();
    const res = await callRoute(signUpRoute, { method: 'POST', ...init });
    expect(res.status).toBe(status);
    expect(Array.isArray(res.body.errors)).toBe(true);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(await db().user.count()).toBe(before);
  });

  it('sign up creates the user, the account and the owner membership; a second try is a 409', async () => {
    signInAs(null);
    const res = await callRoute(signUpRoute, {
      method: 'POST',
      body: { ...valid, email: '  ANA@Example.com ' },
    });
    expect(res.status).toBe(201);
    const membership = await db().membership.findFirstOrThrow({
      where: { accountId: res.body.accountId },
      include: { user: true, account: true },
    });
    expect(membership).toMatchObject({
      role: 'owner',
      user: { email: 'ana@example.com' },
      account: { country: 'NZ', gstPercent: 15 },
    });
    const again = await callRoute(signUpRoute, { method: 'POST', body: valid });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ field: 'email' });
  });
});

describe('configuration endpoints', () => {
  it('GET /api/config, countries, timezones, maintenance answer without a session', async () => {
    signInAs(null);
    expect((await callRoute(getConfig)).body).toMatchObject({
      contract_document_size_limit: 100 * 1024 * 1024,
    });
    expect((await callRoute(getCountries)).body.countries.map((c: { iso: string }) => c.iso)).toEqual([
      'NZ',
      'AU',
      'GB',
      'SA',
      'AE',
    ]);
    const zones = (await callRoute(getTimezones)).body.timezones;
    expect(zones).toContainEqual({
      zone: 'Pacific/Auckland',
      offset: expect.stringMatching(/^GMT\+1[23]:00$/),
    });
    const m = await callRoute(getMaintenance, { url: 'http://localhost/api/maintenance?period=abc' });
    expect(m.status).toBe(422);
  });

  it('GET /api/maintenance lists windows that start within the period', async () => {
    signInAs(null);
    const now = Date.now();
    await db().systemNotice.create({
      data: {
        title: 'Upgrade',
        body: 'Down 10 minutes',
        isMaintenance: true,
        startsAt: new Date(now + 3_600_000),
        endsAt: new Date(now + 7_200_000),
      },
    });
    const soon = await callRoute(getMaintenance, { url: 'http://localhost/api/maintenance?period=2' });
    expect(soon.body).toMatchObject({ is_under_maintenance: false, maintenance: [{ title: 'Upgrade' }] });
    const none = await callRoute(getMaintenance, { url: 'http://localhost/api/maintenance?period=0' });
    expect(none.body.maintenance).toEqual([]);
  });

  it('randomuuid needs a session', async () => {
    signInAs(null);
    expect((await callRoute(getUuid)).status).toBe(401);
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect((await callRoute(getUuid)).body.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('report_error stores error_path and error_stack and refuses oversized stacks', async () => {
    signInAs(null);
    const ok = await callRoute(reportError, {
      method: 'POST',
      body: { error_path: '/dashboard', error_stack: 'TypeError: x' },
    });
    expect(ok.status).toBe(201);
    expect(await db().errorReport.findUniqueOrThrow({ where: { id: ok.body.id } })).toMatchObject({
      errorPath: '/dashboard',
      errorStack: 'TypeError: x',
    });
    const big = await callRoute(reportError, {
      method: 'POST',
      body: { error_path: '/x', error_stack: 'y'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
  });
});
