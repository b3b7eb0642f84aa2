// Creating projects: defaults, typed retention and terms, members; bad input and permissions
// create nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { SCALE } from '../support/project-factories';
import { db } from '@/lib/db/client';
import { DEFAULT_PAYMENT_TERMS } from '@/lib/domain/due-dates';
import { POST as create } from '@/app/api/group/account/[acc]/contract_group/route';
import { GET as read } from '@/app/api/group/account/[acc]/contract_group/[g]/route';

let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;

beforeEach(async () => {
  owner = await createAccountWithOwner('Tui Builders');
  signInAs(owner.userId);
});

const createProject = (body: unknown, acc = owner.accountId) => callRoute(create, { params: { acc }, body });

describe('POST contract_group (create)', () => {
  it('fills what is left out with the account’s time zone, GST and the §9 payment terms', async () => {
    const res = await createProject({ name: '  Tui Street Flats  ' });
    expect(res.status).toBe(201);
    const one = await callRoute(read, { params: { acc: owner.accountId, g: res.body.id } });
    expect(one.body).toMatchObject({
      name: 'Tui Street Flats',
      project_number: null,
      // Draft until a contract in it starts (lib/domain/project-status.ts).
      status: 'draft',
      time_zone: 'Pacific/Auckland',
      gst: 15,
      retention: null,
      payment_terms: DEFAULT_PAYMENT_TERMS,
      members: [],
      claim_contracts: [],
      cert_contracts: [],
    });
    const history = await db().history.findMany({ where: { projectId: res.body.id } });
    expect(history).toEqual([
      expect.objectContaining({ action: 'project.created', actorUserId: owner.userId }),
    ]);
  });

  it('stores typed retention in cents and basis points, the terms and members as sent', async () => {
    const viewer = await addMember(owner.accountId, 'view', { name: 'Vera Viewer' });
    const res = await createProject({
      name: 'Harbour Views',
      project_number: 'TB-01',
      street_address: '1 Quay St',
      city: 'Auckland',
      time_zone: 'Pacific/Chatham',
      gst: '15',
      retention: SCALE,
      payment_terms: {
        ...DEFAULT_PAYMENT_TERMS,
        cert_due_days: '10',
        cert_due_term: 'working_days_after_claim_date',
      },
      members: [{ user_id: viewer.userId, role: 'project_view', is_key_contact: true }],
    });
    expect(res.status).toBe(201);
    const rule = await db().retentionRule.findUniqueOrThrow({ where: { projectId: res.body.id } });
    expect(rule).toMatchObject({
      type: 'scale',
      firstBps: 1000,
      firstAmount: 20_000_000n,
      firstNextBps: 500,
      firstNextAmount: 80_000_000n,
      secondNextBps: null,
      excessBps: 175,
      maximumAmount: 20_000_000n,
      maximumBps: null,
      pcdBps: 5000,
      dlpBps: 5000,
      dlpDays: 365,
    });
    const one = await callRoute(read, { params: { acc: owner.accountId, g: res.body.id } });
    expect(one.body).toMatchObject({
      project_number: 'TB-01',
      time_zone: 'Pacific/Chatham',
      retention: {
        retention_type: 'scale',
        firstamount: 20_000_000,
        maximum: 20_000_000,
        firstnextpercent: 500,
      },
      payment_terms: { cert_due_days: 10, cert_due_term: 'working_days_after_claim_date' },
      members: [{ user_id: viewer.userId, name: 'Vera Viewer', role: 'project_view', is_key_contact: true }],
    });
  });

  it('drops the first amount of a contract-type retention and keeps its cap as a percent (§5)', async () => {
    const res = await createProject({
      name: 'Contract retention',
      retention: {
        retention_type: 'contract',
        firstpercent: 1000,
        firstamount: 5_000,
        maximum: 500,
        pcd_percent: 5000,
        dlppercent: 5000,
        dlpdays: 90,
      },
    });
    expect(await db().retentionRule.findUniqueOrThrow({ where: { projectId: res.body.id } })).toMatchObject({
      type: 'contract',
      firstAmount: 0n,
      maximumBps: 500,
      maximumAmount: null,
    });
  });

  const bad: [string, unknown, string][] = [
    ['no name', { name: '   ' }, 'name'],
    ['a fractional GST', { name: 'X', gst: '15.5' }, 'gst'],
    ['a GST over 100', { name: 'X', gst: 101 }, 'gst'],
    ['an unknown time zone', { name: 'X', time_zone: 'Mars/Olympus' }, 'time_zone'],
    [
      'scale retention without its first amount',
      { name: 'X', retention: { ...SCALE, firstamount: '' } },
      'retention.firstamount',
    ],
    [
      'a scale tier skipped',
      {
        name: 'X',
        retention: {
          ...SCALE,
          firstnextpercent: null,
          firstnextamount: null,
          secondnextpercent: '2',
          secondnextamount: '1,000',
        },
      },
      'retention.secondnextpercent',
    ],
    [
      'three decimals in a percent',
      { name: 'X', retention: { ...SCALE, firstpercent: '10.125' } },
      'retention.firstpercent',
    ],
    ['a leading zero', { name: 'X', retention: { ...SCALE, firstamount: '0200' } }, 'retention.firstamount'],
    ['releases over 100%', { name: 'X', retention: { ...SCALE, dlppercent: '60' } }, 'retention.dlppercent'],
    ['a negative amount', { name: 'X', retention: { ...SCALE, maximum: -1 } }, 'retention.maximum'],
    [
      'an unknown due term',
      { name: 'X', payment_terms: { ...DEFAULT_PAYMENT_TERMS, claim_due_term: 'whenever' } },
      'payment_terms.claim_due_term',
    ],
    [
      'day 0 of the following month',
      { name: 'X', payment_terms: { ...DEFAULT_PAYMENT_TERMS, cert_due_days: 0 } },
      'payment_terms.cert_due_days',
    ],
    [
      'a member twice',
      {
        name: 'X',
        members: [
          { user_id: '00000000-0000-4000-8000-000000000001', role: 'project_view' },
          { user_id: '00000000-0000-4000-8000-000000000001', role: 'project_admin' },
        ],
      },
      'members',
    ],
    [
      'a member role from another level',
      { name: 'X', members: [{ user_id: '00000000-0000-4000-8000-000000000001', role: 'owner' }] },
      'members.0.role',
    ],
  ];
  it.each(bad)('refuses %s with 422 naming the field, creating nothing', async (_label, body, field) => {
    const res = await createProject(body);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await db().project.count({ where: { accountId: owner.accountId } })).toBe(0);
  });

  it('refuses malformed JSON, an oversized body and a member from another account, creating nothing', async () => {
    expect((await callRoute(create, { params: { acc: owner.accountId }, rawBody: '{"name":' })).status).toBe(
      400,
    );
    const huge = await callRoute(create, {
      params: { acc: owner.accountId },
      rawBody: JSON.stringify({ name: 'X', street_address: 'y'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    const stranger = await createAccountWithOwner('Elsewhere');
    signInAs(owner.userId);
    const res = await createProject({
      name: 'X',
      members: [{ user_id: stranger.userId, role: 'project_admin' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'members' });
    expect(await db().project.count({ where: { accountId: owner.accountId } })).toBe(0);
  });

  it('needs project create: view and none roles get 403; another account’s path gets 403', async () => {
    for (const role of ['view', 'none'] as const) {
      signInAs((await addMember(owner.accountId, role)).userId);
      expect((await createProject({ name: 'Nope' })).status).toBe(403);
    }
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    expect((await createProject({ name: 'Nope' }, owner.accountId)).status).toBe(403);
    expect(await db().project.count({ where: { accountId: owner.accountId } })).toBe(0);
  });
});
