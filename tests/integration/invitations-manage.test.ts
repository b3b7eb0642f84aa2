// Managing sent invitations and §5 self-invitation: resend (new code, old one dead), delete
// (withdrawn), expiry in the list, and naming a new counterparty company and contact first.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { codeIn, deliver, mailTo, signedInPayee, withMailSink } from '../support/invitations';
import { db } from '@/lib/db/client';
import { POST as invite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invite/route';
import { GET as list } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/route';
import { DELETE as remove } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/[inv]/route';
import { POST as resend } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/invitations/[inv]/send/route';
import { POST as selfInvite } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/self_invitation/route';
import { GET as read } from '@/app/api/invitation/[code]/route';
import { withoutJobRunner } from '../support/jobs';

withoutJobRunner();

const { sink } = withMailSink();
const setUp = signedInPayee;

describe('resend and delete', () => {
  it('resend gives a new code in a new email; the old code is dead', async () => {
    const { params } = await setUp();
    const sent = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'priya@orakei.example' }] },
    });
    const old = codeIn((await deliver(sink(), 1))[0]).code;
    const inv = sent.body.invitations[0].id;
    const res = await callRoute(resend, { method: 'POST', params: { ...params, inv } });
    expect(res.status).toBe(200);
    expect(res.body.invitations).toEqual([expect.objectContaining({ id: inv, state: 'pending' })]);
    const fresh = codeIn((await deliver(sink(), 2))[1]).code;
    expect(fresh).not.toBe(old);
    const b = await createAccountWithOwner('Orakei');
    signInAs(b.userId);
    expect((await callRoute(read, { params: { code: old } })).status).toBe(404);
    expect((await callRoute(read, { params: { code: fresh } })).status).toBe(200);
  });

  it('delete withdraws it: gone from the list, link dead, a second delete is 404', async () => {
    const { params, a } = await setUp();
    const sent = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'priya@orakei.example' }] },
    });
    const { code } = codeIn((await deliver(sink(), 1))[0]);
    const inv = sent.body.invitations[0].id;
    const res = await callRoute(remove, { method: 'DELETE', params: { ...params, inv } });
    expect(res.status).toBe(200);
    expect(res.body.invitations).toEqual([]);
    expect((await callRoute(read, { params: { code } })).status).toBe(410);
    expect((await callRoute(remove, { method: 'DELETE', params: { ...params, inv } })).status).toBe(404);
    expect((await callRoute(resend, { method: 'POST', params: { ...params, inv } })).status).toBe(404);
    expect(
      await db().history.count({ where: { accountId: a.accountId, action: 'invitation.revoked' } }),
    ).toBe(1);
  });

  it('an expired invitation is listed as expired and can be resent', async () => {
    const { params } = await setUp();
    const sent = await callRoute(invite, {
      params,
      body: { to_contacts: [{ contact_email: 'priya@orakei.example' }] },
    });
    const inv = sent.body.invitations[0].id;
    await db().invitation.update({ where: { id: inv }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callRoute(list, { params })).body.invitations[0].state).toBe('expired');
    const res = await callRoute(resend, { method: 'POST', params: { ...params, inv } });
    expect(res.body.invitations[0].state).toBe('pending');
  });
});

describe('POST …/self_invitation', () => {
  it('creates the company and contact first, makes the company the payer, and invites the contact', async () => {
    const { a, params, contract } = await setUp();
    const res = await callRoute(selfInvite, {
      params,
      body: {
        company: { name: 'Orakei Developments Ltd' },
        contact: { name: 'Priya Sharma', email: 'Priya@Orakei.example' },
      },
    });
    expect(res.status).toBe(201);
    const company = await db().company.findUniqueOrThrow({
      where: { id: res.body.company_id },
      include: { contacts: true },
    });
    expect(company).toMatchObject({
      accountId: a.accountId,
      name: 'Orakei Developments Ltd',
      linkedAccountId: null,
    });
    expect(company.contacts).toEqual([
      expect.objectContaining({ id: res.body.contact_id, email: 'priya@orakei.example' }),
    ]);
    expect((await db().contract.findUniqueOrThrow({ where: { id: contract.id } })).payerCompanyId).toBe(
      company.id,
    );
    expect(res.body.counterparty).toMatchObject({
      company: { id: company.id, name: 'Orakei Developments Ltd' },
      contacts: [{ id: res.body.contact_id, name: 'Priya Sharma', email: 'priya@orakei.example' }],
    });
    expect(res.body.invitations).toEqual([
      expect.objectContaining({ contact_email: 'priya@orakei.example' }),
    ]);
    await deliver(sink(), 1);
    expect(codeIn(mailTo(sink(), 'priya@orakei.example')).type).toBe('cert');
  });

  it('uses chosen company and contact ids; ids of another account are 404; bad shapes are 422', async () => {
    const { a, params, contract } = await setUp();
    const company = await db().company.create({
      data: {
        accountId: a.accountId,
        name: 'Orakei',
        contacts: { create: { accountId: a.accountId, name: 'Priya', email: 'p@o.example' } },
      },
      include: { contacts: true },
    });
    const ok = await callRoute(selfInvite, {
      params,
      body: { company_id: company.id, contact_id: company.contacts[0]!.id },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ company_id: company.id, contact_id: company.contacts[0]!.id });

    const other = await createAccountWithOwner('Other');
    const theirs = await db().company.create({
      data: {
        accountId: other.accountId,
        name: 'Secret',
        contacts: { create: { accountId: other.accountId, name: 'S', email: 's@x.example' } },
      },
      include: { contacts: true },
    });
    const stolen = await callRoute(selfInvite, {
      params,
      body: { company_id: theirs.id, contact_id: theirs.contacts[0]!.id },
    });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toContain('Secret');
    const mixed = await callRoute(selfInvite, {
      params,
      body: { company_id: company.id, contact_id: theirs.contacts[0]!.id },
    });
    expect(mixed.status).toBe(404);
    const neither = await callRoute(selfInvite, { params, body: { contact: { email: 'z@example.com' } } });
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toContainEqual({
      field: 'company',
      message: 'Choose a company or enter a new one',
    });
    expect(await db().invitation.count({ where: { contractId: contract.id } })).toBe(1);
  });
});
