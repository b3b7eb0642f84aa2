// Manage Account: the account's details and logo, and each user's email preferences and summary times.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { callUpload, TINY_PNG } from '../support/call-upload';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { db } from '@/lib/db/client';
import { IMAGE_MAX_BYTES } from '@/lib/domain/image-type';
import { GET as getAccount, PATCH as patchAccount } from '@/app/api/account/[acc]/route';
import { POST as uploadLogo } from '@/app/api/account/[acc]/logo/route';
import { GET as getPrefs, PUT as putPrefs } from '@/app/api/account/[acc]/email_preferences/route';
import { GET as getTimes, PUT as putTimes } from '@/app/api/account/[acc]/summary_email_time/route';

const accountRow = (id: string) => db().account.findUniqueOrThrow({ where: { id } });

describe('GET/PATCH /api/account/{acc}', () => {
  it('reads and changes the details, recording old and new values', async () => {
    const a = await createAccountWithOwner('Before Ltd');
    signInAs(a.userId);
    const read = await callRoute(getAccount, { params: { acc: a.accountId } });
    expect(read.body).toEqual({
      account_id: a.accountId,
      account_name: 'Before Ltd',
      country: 'NZ',
      currency: 'NZD',
      time_zone: 'Pacific/Auckland',
      gst_rate: 15,
      image_base64: null,
    });
    const res = await callRoute(patchAccount, {
      method: 'PATCH',
      params: { acc: a.accountId },
      body: {
        account_name: ' After Ltd ',
        country: 'AU',
        currency: 'aud',
        time_zone: 'Australia/Sydney',
        gst_rate: 10,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      account_name: 'After Ltd',
      country: 'AU',
      currency: 'AUD',
      gst_rate: 10,
    });
    expect(await db().history.findFirst({ where: { action: 'account.updated' } })).toMatchObject({
      actorUserId: a.userId,
      details: { changes: expect.objectContaining({ gst_rate: { from: 15, to: 10 } }) },
    });
  });

  it('a new time zone moves the summary times, which stay at the same local hour', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    await callRoute(putTimes, {
      method: 'PUT',
      params: { acc: a.accountId },
      body: { daily: { hour: 9 }, weekly: null },
    });
    await callRoute(patchAccount, {
      method: 'PATCH',
      params: { acc: a.accountId },
      body: { time_zone: 'Europe/London' },
    });
    const times = await callRoute(getTimes, { params: { acc: a.accountId } });
    expect(times.body.time_zone).toBe('Europe/London');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(local.format(new Date(times.body.daily.start_at))).toBe('09:00');
  });

  it.each([
    ['a fractional rate', { gst_rate: 12.5 }],
    ['a rate over 100', { gst_rate: 101 }],
    ['a negative rate', { gst_rate: -1 }],
    ['a rate as text', { gst_rate: '15' }],
    ['an unknown country', { country: 'US' }],
    ['an invalid time zone', { time_zone: 'Mars/Olympus' }],
    ['an empty name', { account_name: '   ' }],
    ['nothing', {}],
    ['an unknown field', { is_help_desk_mode: true }],
  ])('%s → 422 and nothing changed', async (_label, body) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const before = await accountRow(a.accountId);
    const res = await callRoute(patchAccount, { method: 'PATCH', params: { acc: a.accountId }, body });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(await accountRow(a.accountId)).toEqual(before);
  });

  it.each(['view', 'none'] as const)('a %s user cannot change the account (403)', async (role) => {
    const a = await createAccountWithOwner();
    const user = await addMember(a.accountId, role);
    signInAs(user.userId);
    const before = await accountRow(a.accountId);
    const res = await callRoute(patchAccount, {
      method: 'PATCH',
      params: { acc: a.accountId },
      body: { gst_rate: 0 },
    });
    expect(res.status).toBe(403);
    expect(await accountRow(a.accountId)).toEqual(before);
  });

  it("another account's owner can neither read nor change it", async () => {
    const a = await createAccountWithOwner('Secret Name Ltd');
    const b = await createAccountWithOwner();
    signInAs(b.userId);
    const read = await callRoute(getAccount, { params: { acc: a.accountId } });
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('Secret');
    const write = await callRoute(patchAccount, {
      method: 'PATCH',
      params: { acc: a.accountId },
      body: { gst_rate: 0 },
    });
    expect(write.status).toBe(403);
    expect((await accountRow(a.accountId)).gstPercent).toBe(15);
  });
});

describe('POST /api/account/{acc}/logo', () => {
  it('stores a PNG as a data URL, shown in the profile as image_base64', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callUpload(uploadLogo, {
      params: { acc: a.accountId },
      file: { bytes: TINY_PNG, name: 'logo.png', type: 'image/png' },
    });
    expect(res.status).toBe(200);
    expect(res.body.image_base64).toBe(`data:image/png;base64,${Buffer.from(TINY_PNG).toString('base64')}`);
    expect((await accountRow(a.accountId)).logo).toBe(res.body.image_base64);
    expect(await db().history.count({ where: { action: 'account.logo_updated' } })).toBe(1);
  });

  it.each([
    [
      'an SVG named .png',
      { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), name: 'x.png', type: 'image/png' },
      422,
    ],
    ['no file', undefined, 422],
    [
      'a file over 2 MB',
      { bytes: new Uint8Array(IMAGE_MAX_BYTES + 1), name: 'big.png', type: 'image/png' },
      413,
    ],
  ])('%s is refused (%i) and nothing changes', async (_label, file, status) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callUpload(uploadLogo, { params: { acc: a.accountId }, file });
    expect(res.status).toBe(status);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect((await accountRow(a.accountId)).logo).toBeNull();
  });

  it('a JSON body is refused with 415', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect((await callRoute(uploadLogo, { params: { acc: a.accountId }, body: { file: 'x' } })).status).toBe(
      415,
    );
  });

  it('a view user cannot upload (403)', async () => {
    const a = await createAccountWithOwner();
    const viewer = await addMember(a.accountId, 'view');
    signInAs(viewer.userId);
    const res = await callUpload(uploadLogo, {
      params: { acc: a.accountId },
      file: { bytes: TINY_PNG, name: 'logo.png', type: 'image/png' },
    });
    expect(res.status).toBe(403);
    expect((await accountRow(a.accountId)).logo).toBeNull();
  });
});

describe('email preferences', () => {
  it('every member reads and sets their own, and only their own', async () => {
    const a = await createAccountWithOwner();
    const viewer = await addMember(a.accountId, 'view');
    signInAs(viewer.userId);
    const defaults = await callRoute(getPrefs, { params: { acc: a.accountId } });
    expect(defaults.body).toEqual({
      workflow_required: true,
      workflow_optional: true,
      has_due_alerts: true,
      alert_summary: false,
    });
    const body = {
      workflow_required: false,
      workflow_optional: false,
      has_due_alerts: true,
      alert_summary: true,
    };
    const res = await callRoute(putPrefs, { method: 'PUT', params: { acc: a.accountId }, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(body);
    signInAs(a.userId);
    expect((await callRoute(getPrefs, { params: { acc: a.accountId } })).body.alert_summary).toBe(false);
    expect(
      await db().history.count({
        where: { action: 'email_preferences.updated', actorUserId: viewer.userId },
      }),
    ).toBe(1);
  });

  it.each([
    ['a missing field', { workflow_required: true }],
    [
      'a string for a boolean',
      { workflow_required: 'yes', workflow_optional: true, has_due_alerts: true, alert_summary: true },
    ],
  ])('%s → 422', async (_label, body) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    expect((await callRoute(putPrefs, { method: 'PUT', params: { acc: a.accountId }, body })).status).toBe(
      422,
    );
  });

  it("another account's user gets 403", async () => {
    const a = await createAccountWithOwner();
    const b = await createAccountWithOwner();
    signInAs(b.userId);
    expect((await callRoute(getPrefs, { params: { acc: a.accountId } })).status).toBe(403);
  });
});

describe('summary email times', () => {
  it('stores the hour and weekday with the next run in the account time zone; null turns one off', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const before = Date.now();
    const res = await callRoute(putTimes, {
      method: 'PUT',
      params: { acc: a.accountId },
      body: { daily: { hour: 24 }, weekly: { hour: 8, weekday: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      time_zone: 'Pacific/Auckland',
      daily: { hour: 24 },
      weekly: { hour: 8, weekday: 1 },
    });
    const nz = (iso: string) =>
      new Intl.DateTimeFormat('en-NZ', {
        timeZone: 'Pacific/Auckland',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso));
    expect(nz(res.body.daily.start_at)).toMatch(/00:00$/);
    expect(nz(res.body.weekly.start_at)).toBe('Monday 08:00');
    for (const run of [res.body.daily.start_at, res.body.weekly.start_at]) {
      expect(new Date(run).getTime()).toBeGreaterThan(before);
    }
    const off = await callRoute(putTimes, {
      method: 'PUT',
      params: { acc: a.accountId },
      body: { daily: null, weekly: { hour: 8, weekday: 1 } },
    });
    expect(off.body.daily).toBeNull();
    expect(await db().summarySchedule.count({ where: { accountId: a.accountId } })).toBe(1);
  });

  it.each([
    ['hour 0', { daily: { hour: 0 }, weekly: null }],
    ['hour 25', { daily: { hour: 25 }, weekly: null }],
    ['weekday 0', { daily: null, weekly: { hour: 9, weekday: 0 } }],
    ['weekday 8', { daily: null, weekly: { hour: 9, weekday: 8 } }],
    ['a weekly time without weekday', { daily: null, weekly: { hour: 9 } }],
    ['a missing key', { daily: null }],
  ])('%s → 422 and nothing stored', async (_label, body) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await callRoute(putTimes, { method: 'PUT', params: { acc: a.accountId }, body });
    expect(res.status).toBe(422);
    expect(await db().summarySchedule.count({ where: { accountId: a.accountId } })).toBe(0);
  });
});
