// Inviting the other party: validation, the email and its link, and reading by code
// (spec §3 Invitation, §5 recipients, §7 invite and read_invitation).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { SCHEDULE_CONTRACT_VALUE } from '../support/contract-schedule';
import { APP_URL, codeIn, deliver, mailTo, signedInPayee, withMailSink } from '../support/invitations';
import { db } from '@/lib/db/client';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { GET as list } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/route';
import { DELETE as remove } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/[inv]/route';
import { POST as resend } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/[inv]/send/route';
import { GET as read } from '@/app/api/invitation/[code]/route';
import { queuedJobs, withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();
const setUp = signedInPayee;

describe('POST …/invite', () => {
  it.each([
    ['no to_contacts', {}, 'Please input at least one email address!', undefined],
    ['an empty list', { to_contacts: [] }, 'Please input at least one email address!', 'to_contacts'],
    [
      'a malformed address',
      { to_contacts: [{ contact_name: 'Sam', contact_email: 'sam@' }] },
      'Enter a valid email address',
      'to_contacts.0.contact_email',
    ],
    [
      'too many recipients',
      { to_contacts: Array.from({ length: 21 }, (_, i) => ({ contact_email: `p${i}@example.com` })) },
      'Invite at most 20 people at a time',
      'to_contacts',
    ],
  ])('refuses %s with 422 and the exact message, creating nothing', async (_label, body, message, field) => {
    const { params, contract } = await setUp();
    const res = await callRoute(invite, { params, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(field ? { field, message } : expect.objectContaining({ message }));
    expect(await db().invitation.count({ where: { contractId: contract.id } })).toBe(0);
    expect(await db().emailOutbox.count()).toBe(0);
  });

  it('invites the payer: hashed 32-byte code, 14 days, a real email with the link; duplicates replaced', async () => {
    const { a, params, contract } = await setUp();
    const before = Date.now();
    const res = await callRoute(invite, {
      params,
      body: {
        to_contacts: [
          { contact_name: 'Old name', contact_email: 'Priya@Orakei.example' },
          { contact_email: 'qs@orakei.example' },
          { contact_name: 'Priya Sharma', contact_email: 'priya@orakei.example' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const invited = await db().emailOutbox.findMany({ where: { template: 'contract_invitation' } });
    expect(invited).toHaveLength(2);
    expect(await queuedJobs('send_email')).toEqual(
      expect.arrayContaining(invited.map((m) => ({ id: m.id }))),
    );
    expect(res.body.invitations).toHaveLength(2);
    expect(res.body.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          contact_name: 'Priya Sharma',
          contact_email: 'priya@orakei.example',
          state: 'pending',
          side: 'cert',
        }),
        expect.objectContaining({ contact_name: 'qs@orakei.example', contact_email: 'qs@orakei.example' }),
      ]),
    );
    expect(res.body).toMatchObject({
      can_edit: true,
      can_invite: true,
      counterparty: { side: 'cert', account_name: null },
    });

    const mails = await deliver(sink(), 2);
    const mail = mailTo(sink(), 'priya@orakei.example')!;
    expect(mail.subject).toBe('Kauri Walls Ltd invited you to the contract Contract 1 on ClaimCert');
    expect(mail.to?.[0]).toMatchObject({ name: 'Priya Sharma' });
    expect(mail.text).toContain(
      'Kauri Walls Ltd Owner of Kauri Walls Ltd has invited you to join the contract Contract 1 on the project Takapuna Offices as the payer',
    );
    const { type, code, url } = codeIn(mail);
    expect(type).toBe('cert');
    expect(mail.text).toContain(`View the invitation: ${url}`);
    expect(mail.html).toContain(`href="${APP_URL}/invitation/cert/${code}"`);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    expect(mails).toHaveLength(2);

    const row = await db().invitation.findFirstOrThrow({ where: { contactEmail: 'priya@orakei.example' } });
    expect(row.tokenHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(14 * 864e5 - 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(14 * 864e5);
    expect(row).toMatchObject({
      inviterAccountId: a.accountId,
      contractId: contract.id,
      inviteeSide: 'cert',
      status: 'pending',
    });
    expect(await db().history.count({ where: { accountId: a.accountId, action: 'invitation.sent' } })).toBe(
      1,
    );
  });

  it('a cert contract invites a subcontractor (/invitation/subcontractor/…)', async () => {
    const { a, contract, params } = await setUp();
    await db().contractPlacement.updateMany({ where: { contractId: contract.id }, data: { side: 'cert' } });
    await db().contract.update({
      where: { id: contract.id },
      data: { payeeAccountId: null, payerAccountId: a.accountId },
    });
    const res = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'sub@example.com' }] },
    });
    expect(res.status).toBe(201);
    await deliver(sink(), 1);
    expect(codeIn(mailTo(sink(), 'sub@example.com')).type).toBe('subcontractor');
    expect(mailTo(sink(), 'sub@example.com')!.text).toContain('as the payee');
  });

  it('refuses with 409 when an account already holds the other side', async () => {
    const { contract, params } = await setUp();
    const b = await createAccountWithOwner('Harbour');
    await db().contract.update({ where: { id: contract.id }, data: { payerAccountId: b.accountId } });
    const res = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'x@example.com' }] },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].message).toBe('The other party has already joined this contract.');
    expect(await db().invitation.count({ where: { contractId: contract.id } })).toBe(0);
  });

  it('needs contract edit: a view-only member gets 403 and sees no resend or delete', async () => {
    const { a, params } = await setUp();
    await callRoute(invite, { params, body: { to_contacts: [{ contact_email: 'x@example.com' }] } });
    const viewer = await db().user.create({ data: { email: 'viewer@kauri.example', name: 'Vi' } });
    await db().membership.create({ data: { accountId: a.accountId, userId: viewer.id, role: 'view' } });
    signInAs(viewer.id);
    const res = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'y@example.com' }] },
    });
    expect(res.status).toBe(403);
    const seen = await callRoute(list, { params });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ can_edit: false, can_invite: false });
    const inv = seen.body.invitations[0].id;
    expect((await callRoute(resend, { method: 'POST', params: { ...params, inv } })).status).toBe(403);
    expect((await callRoute(remove, { method: 'DELETE', params: { ...params, inv } })).status).toBe(403);
  });
});

describe('GET /api/invitation/{code}', () => {
  it('shows contract, inviter, project, side, value and state to a signed-in user; 404, 422, 401 otherwise', async () => {
    const { params } = await setUp();
    await callRoute(invite, { params, body: { to_contacts: [{ contact_email: 'priya@orakei.example' }] } });
    const { code } = codeIn((await deliver(sink(), 1))[0]);
    const b = await createAccountWithOwner('Orakei Developments');
    signInAs(b.userId);
    const res = await callRoute(read, { params: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      invitation: {
        side: 'cert',
        invite_type: 'cert',
        contact_email: 'priya@orakei.example',
        state: 'pending',
      },
      contract: { name: 'Contract 1', value: SCHEDULE_CONTRACT_VALUE, currency: 'NZD', status: 'draft' },
      inviter: { account_name: 'Kauri Walls Ltd' },
      project: { name: 'Takapuna Offices' },
      accounts: [
        {
          account_id: b.accountId,
          account_name: 'Orakei Developments',
          can_create_project: true,
          projects: [],
        },
      ],
    });
    const unknown = 'A'.repeat(43);
    expect((await callRoute(read, { params: { code: unknown } })).status).toBe(404);
    expect((await callRoute(read, { params: { code: 'short' } })).status).toBe(422);
    signInAs(null);
    expect((await callRoute(read, { params: { code } })).status).toBe(401);
  });
});
