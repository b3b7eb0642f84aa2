// Notifications (issue 13, spec §2 /notice and the header bell): each event writes, in its own
// transaction, one notification for exactly the people who should know — the acting account's people
// who can see the contract, the other party's only when the event is addressed to it, never the actor
// — with a message naming the document, party and contract, and a link to the screen that deals with
// it. Then the caller's own notifications: count, list, mark read, mark all read, delete; nobody
// else's, in this account or another.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { GET as noticeNum } from '@/app/api/dashboard/account/[acc]/read_notice_num/route';
import { GET as allNotices } from '@/app/api/dashboard/account/[acc]/read_all_notice/route';
import { DELETE as deleteNotice } from '@/app/api/dashboard/account/[acc]/notice/[id]/route';
import { POST as markRead } from '@/app/api/dashboard/account/[acc]/notice/[id]/read/route';
import { POST as markAllRead } from '@/app/api/dashboard/account/[acc]/notice/read_all/route';
import { callRoute } from '../support/call-route';
import { certRoutes as C, postForm, seedCertDemo, type CertDemo } from '../support/cert-routes';
import { claimRoutes as R } from '../support/claim-routes';
import { addMember } from '../support/members';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

let demo: CertDemo;
let claim3: string;
let certId: string;
/** Who is who, by label, for readable expectations. */
const who = new Map<string, string>();
const people: Record<string, string> = {};

/** What was written since the last clear: [person, kind], sorted, and the rows themselves. */
async function told() {
  const rows = await db().notification.findMany({ orderBy: { createdAt: 'asc' } });
  return {
    rows,
    list: rows
      .map((r) => [who.get(r.userId) ?? r.userId, r.kind])
      .sort((a, b) => `${a}`.localeCompare(`${b}`)),
  };
}

beforeAll(async () => {
  demo = await seedCertDemo();
  claim3 = demo.claimIds[2]!;
  for (const [label, id] of Object.entries(demo.users)) who.set(id, label);
  const add = async (label: string, accountId: string) => {
    const { userId } = await addMember(accountId, 'none', { name: label });
    who.set(userId, label);
    people[label] = userId;
    return userId;
  };
  // Harbour (payer): one member of nothing (sees no contract), one following this contract only.
  await add('harbourOutsider', demo.payer.acc);
  const follower = await add('harbourFollower', demo.payer.acc);
  await db().contractMember.create({
    data: {
      accountId: demo.payer.acc,
      contractId: demo.contract.id,
      userId: follower,
      role: 'contract_view',
    },
  });
  // Kauri (payee): a member of nothing.
  await add('kauriOutsider', demo.payee.acc);
});

beforeEach(async () => {
  await db().notification.deleteMany();
});

describe('a claim through its workflow', () => {
  it('sent for approval: the first step’s approver is told, nobody else', async () => {
    signInAs(demo.users.claimer);
    expect((await callRoute(R.send.POST, { method: 'POST', params: demo.claim(claim3) })).status).toBe(200);
    const { list, rows } = await told();
    expect(list).toEqual([['manager', 'approval.needed']]);
    expect(rows[0]).toMatchObject({ accountId: demo.payee.acc, readAt: null });
    expect(rows[0]!.message).toMatch(
      /^Payment Claim 3 – .+ on Interior fit-out, Levels 1–4 needs your approval/,
    );
    expect(rows[0]!.link).toBe(
      `/review-claim/claim/${demo.payee.g}/${demo.contract.id}/${claim3}?account_id=${demo.payee.acc}`,
    );
  });

  it('reverted to draft: its author and sender are told, with the comment', async () => {
    signInAs(demo.users.manager);
    const res = await callRoute(R.toDraft.POST, {
      params: demo.claim(claim3),
      body: { comment: 'Check 2.1' },
    });
    expect(res.status).toBe(200);
    const { list, rows } = await told();
    // The author and the sender are both the claimer: told once.
    expect(list).toEqual([['claimer', 'approval.reverted']]);
    expect(rows[0]!.message).toMatch(/was reverted to draft by .+: “Check 2\.1”$/);
  });

  it('each step’s approvers in turn; the last approval by the sender tells nobody', async () => {
    signInAs(demo.users.claimer);
    await callRoute(R.send.POST, { method: 'POST', params: demo.claim(claim3) });
    await db().notification.deleteMany();
    signInAs(demo.users.manager);
    expect((await callRoute(R.approve.POST, { params: demo.claim(claim3), body: {} })).status).toBe(200);
    expect((await told()).list).toEqual([['claimer', 'approval.needed']]);
    await db().notification.deleteMany();
    signInAs(demo.users.claimer);
    expect((await callRoute(R.approve.POST, { params: demo.claim(claim3), body: {} })).body.status).toBe(
      'approved',
    );
    expect((await told()).list).toEqual([]);
  });

  it('issued: the payer’s people who see the contract receive it, the claimer’s team hears it went', async () => {
    signInAs(demo.users.claimer);
    const res = await callRoute(R.issue.POST, {
      params: demo.claim(claim3),
      body: { has_email_service: false },
    });
    expect(res.status).toBe(200);
    const { list, rows } = await told();
    expect(list).toEqual([
      ['certifier', 'claim.received'],
      ['harbourFollower', 'claim.received'],
      ['manager', 'claim.issued'],
      ['qs', 'claim.received'],
      ['viewer', 'claim.issued'],
    ]);
    const received = rows.find((r) => r.kind === 'claim.received')!;
    expect(received.accountId).toBe(demo.payer.acc);
    expect(received.message).toMatch(
      /^Payment Claim 3 – .+ received from Kauri Interiors Ltd on Interior fit-out, Levels 1–4$/,
    );
    expect(received.link).toBe(
      `/make-cert/cert/${demo.payer.g}/${demo.contract.id}/${claim3}?account_id=${demo.payer.acc}`,
    );
    expect(rows.filter((r) => r.kind === 'claim.issued').every((r) => r.accountId === demo.payee.acc)).toBe(
      true,
    );
  });
});

describe('a certificate through its workflow', () => {
  it('started and sent for approval: the approver is told; approved: its author is', async () => {
    signInAs(demo.users.certifier);
    const started = await callRoute(C.list.POST, { params: demo.claim(claim3, 'payer'), body: {} });
    expect(started.status).toBe(201);
    certId = started.body.cert.cert_id;
    const params = { ...demo.claim(claim3, 'payer'), cert: certId };
    expect((await callRoute(C.send.POST, { method: 'POST', params })).status).toBe(200);
    expect((await told()).list).toEqual([['qs', 'approval.needed']]);
    await db().notification.deleteMany();
    signInAs(demo.users.qs);
    const approved = await callRoute(C.approve.POST, { params: { ...params, step: '1' }, body: {} });
    expect(approved.body.status).toBe('approved');
    const { list, rows } = await told();
    expect(list).toEqual([['certifier', 'approval.approved']]);
    expect(rows[0]!.accountId).toBe(demo.payer.acc);
  });

  it('issued: the payee’s people receive it, the payer’s team hears it went', async () => {
    signInAs(demo.users.certifier);
    const res = await callRoute(C.issue.POST, {
      params: { ...demo.claim(claim3, 'payer'), cert: certId },
      body: { has_email_service: false, to_contacts: [] },
    });
    expect(res.status).toBe(200);
    const { list, rows } = await told();
    expect(list).toEqual([
      ['claimer', 'certificate.received'],
      ['harbourFollower', 'certificate.issued'],
      ['manager', 'certificate.received'],
      ['qs', 'certificate.issued'],
      ['viewer', 'certificate.received'],
    ]);
    const received = rows.find((r) => r.kind === 'certificate.received')!;
    expect(received.message).toMatch(/^Payment \w+ 3 received from Harbour Build Ltd for Payment Claim 3/);
    expect(received.link).toBe(
      `/review-claim/claim/${demo.payee.g}/${demo.contract.id}/${claim3}/approved?account_id=${demo.payee.acc}`,
    );
  });

  // By the payer, telling what it paid; by the payee, what came in. Either way the payee's people
  // are told (never the one who recorded it), and the payer's never.
  it.each([
    ['the payer', 'certifier' as const, ['claimer', 'manager', 'viewer'], 'Harbour Build Ltd'],
    ['the payee itself', 'manager' as const, ['claimer', 'viewer'], null],
  ])('a payment recorded by %s', async (_by, recorder, expected, accountName) => {
    signInAs(demo.users[recorder]);
    const side = recorder === 'certifier' ? demo.payer : demo.payee;
    const byName =
      accountName ?? (await db().user.findUniqueOrThrow({ where: { id: demo.users[recorder] } })).name;
    const res = await postForm(
      C.certPayments.POST,
      { ...side, cert: certId },
      { data: JSON.stringify({ paid_amount: 1_000_050, paid_on: '2026-11-20' }) },
    );
    expect(res.status).toBe(201);
    const { list, rows } = await told();
    expect(list).toEqual(expected.map((p) => [p, 'payment.recorded']));
    expect(rows.every((r) => r.accountId === demo.payee.acc)).toBe(true);
    expect(rows[0]!.message).toMatch(
      new RegExp(
        `^Payment of \\$10,000\\.50 against Payment \\w+ 3 on Interior fit-out, Levels 1–4 recorded by ${byName}$`,
      ),
    );
  });

  it('an event refused changes nothing and tells nobody', async () => {
    signInAs(demo.users.claimer);
    // Claim 3 is certified now: issuing it again is a conflict.
    const res = await callRoute(R.issue.POST, {
      params: demo.claim(claim3),
      body: { has_email_service: false },
    });
    expect(res.status).toBe(409);
    expect((await told()).list).toEqual([]);
  });
});

describe('the caller’s own notifications', () => {
  const seed = async (userId: string, accountId: string, n: number) => {
    await db().notification.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        accountId,
        userId,
        kind: 'claim.received',
        message: `n${i}`,
      })),
    });
    return db().notification.findMany({ where: { userId, accountId }, orderBy: { message: 'asc' } });
  };

  it('counts, lists, marks one read, marks all read and deletes', async () => {
    const mine = { acc: demo.payee.acc };
    const rows = await seed(demo.users.claimer, mine.acc, 3);
    await seed(demo.users.manager, mine.acc, 2);
    await seed(demo.users.claimer, await kauriJoinery(), 1);
    signInAs(demo.users.claimer);
    expect((await callRoute(noticeNum, { params: mine })).body).toEqual({ noticeNum: 3 });
    const all = await callRoute(allNotices, { params: mine });
    expect(all.body.noticeNum).toBe(3);
    expect(all.body.notifications.map((n: { message: string }) => n.message).sort()).toEqual([
      'n0',
      'n1',
      'n2',
    ]);

    const one = await callRoute(markRead, { method: 'POST', params: { ...mine, id: rows[0]!.id } });
    expect(one.status).toBe(200);
    expect((await callRoute(noticeNum, { params: mine })).body.noticeNum).toBe(2);
    const firstRead = (await db().notification.findUniqueOrThrow({ where: { id: rows[0]!.id } })).readAt;
    await callRoute(markRead, { method: 'POST', params: { ...mine, id: rows[0]!.id } });
    expect((await db().notification.findUniqueOrThrow({ where: { id: rows[0]!.id } })).readAt).toEqual(
      firstRead,
    );

    const allRead = await callRoute(markAllRead, { method: 'POST', params: mine });
    expect(allRead.body).toEqual({ updated: 2, noticeNum: 0 });
    expect((await callRoute(noticeNum, { params: mine })).body.noticeNum).toBe(0);
    // Only mine, only in this account: the manager's and my other account's stay unread.
    expect(await db().notification.count({ where: { readAt: null } })).toBe(3);

    const gone = await callRoute(deleteNotice, { method: 'DELETE', params: { ...mine, id: rows[1]!.id } });
    expect(gone).toEqual({ status: 200, body: { deleted: rows[1]!.id } });
    expect(await db().notification.count({ where: { id: rows[1]!.id } })).toBe(0);
    expect(
      (await callRoute(deleteNotice, { method: 'DELETE', params: { ...mine, id: rows[1]!.id } })).status,
    ).toBe(404);
  });

  it('someone else’s cannot be read, marked or deleted: 404 in my account, 403 in theirs, nothing changes', async () => {
    const [theirs] = await seed(demo.users.claimer, demo.payee.acc, 1);
    const before = await db().notification.findMany({ orderBy: { id: 'asc' } });
    const attempts = async (acc: string) => [
      (await callRoute(markRead, { method: 'POST', params: { acc, id: theirs!.id } })).status,
      (await callRoute(deleteNotice, { method: 'DELETE', params: { acc, id: theirs!.id } })).status,
    ];
    // A colleague in the same account.
    signInAs(demo.users.manager);
    expect(await attempts(demo.payee.acc)).toEqual([404, 404]);
    expect((await callRoute(allNotices, { params: { acc: demo.payee.acc } })).body.notifications).toEqual([]);
    // Another account's user, through their own account and through mine.
    signInAs(demo.users.certifier);
    expect(await attempts(demo.payer.acc)).toEqual([404, 404]);
    expect(await attempts(demo.payee.acc)).toEqual([403, 403]);
    expect((await callRoute(noticeNum, { params: { acc: demo.payee.acc } })).status).toBe(403);
    expect((await callRoute(allNotices, { params: { acc: demo.payee.acc } })).status).toBe(403);
    expect((await callRoute(markAllRead, { method: 'POST', params: { acc: demo.payee.acc } })).status).toBe(
      403,
    );
    signInAs(null);
    expect((await callRoute(noticeNum, { params: { acc: demo.payee.acc } })).status).toBe(401);
    expect(await db().notification.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });

  it.each([
    ['an id that is not a uuid', { id: 'nope' }],
    ['an account that is not a uuid', { acc: '1 OR 1=1' }],
    ['a control character', { id: 'a\u0000b' }],
  ])('refuses %s with a 4xx in the error shape', async (_name, patch) => {
    const [row] = await seed(demo.users.claimer, demo.payee.acc, 1);
    signInAs(demo.users.claimer);
    const params = { acc: demo.payee.acc, id: row!.id, ...patch };
    for (const res of [
      await callRoute(markRead, { method: 'POST', params }),
      await callRoute(deleteNotice, { method: 'DELETE', params }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect(await db().notification.count({ where: { id: row!.id, readAt: null } })).toBe(1);
  });
});

/** The claimer's other account (Kauri Joinery, seeded): where notifications of that account stay. */
async function kauriJoinery() {
  return (
    await db().membership.findFirstOrThrow({
      where: { userId: demo.users.claimer, accountId: { not: demo.payee.acc } },
    })
  ).accountId;
}
