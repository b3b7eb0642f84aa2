// The contract create's message (spec §7: "create … answer carries data.id or data.contract.id and
// a message"; §7/§8: shown as 'Warning!'): what needs attention but did not stop the create — no
// other party named, or a company with no contact email to invite — and null when nothing does.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner } from '../support/factories';
import { API, companyOf, details, projectOf } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { POST as create } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';

async function createWith(counterparty: (accountId: string) => Promise<string | ''>, type = 'claim') {
  const a = await createAccountWithOwner();
  const project = await projectOf(a.accountId);
  const companyId = await counterparty(a.accountId);
  signInAs(a.userId);
  const res = await callRoute(create, {
    url: `${API}/${a.accountId}/contract_group/${project.id}/contract?type=${type}`,
    params: { acc: a.accountId, g: project.id },
    body: details({ counterparty_company_id: companyId }),
  });
  return { res, accountId: a.accountId };
}

describe('POST …/contract: the answer’s message', () => {
  it('is null when the chosen company has a contact with an email', async () => {
    const { res } = await createWith(async (acc) => (await companyOf(acc)).id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ id: expect.any(String), message: null });
    expect(res.body.data.contract.id).toBe(res.body.data.id);
  });

  it('warns that nobody can be invited when the company’s contacts have no email, and still creates', async () => {
    const { res, accountId } = await createWith(async (acc) => {
      const company = await db().company.create({
        data: {
          accountId: acc,
          name: 'Silent Builders Ltd',
          contacts: { create: { accountId: acc, name: 'No Email', phone: '+64 9 555 0100' } },
        },
      });
      return company.id;
    });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(
      'Silent Builders Ltd has no contact with an email address in your contacts, so nobody from it can be invited to this contract yet. Add one under Contacts, then invite them from the contract.',
    );
    const contract = await db().contract.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(contract.createdByAccountId).toBe(accountId);
  });

  it('warns that no other party is named when none was chosen, in the words of the contract’s side', async () => {
    const claim = await createWith(async () => '');
    expect(claim.res.status).toBe(201);
    expect(claim.res.body.data.message).toMatch(/^No payer is named yet, so nobody has been invited/);
    const cert = await createWith(async () => '', 'cert');
    expect(cert.res.body.data.message).toMatch(/^No payee is named yet/);
    expect(
      await db().contract.count({ where: { id: { in: [claim.res.body.data.id, cert.res.body.data.id] } } }),
    ).toBe(2);
  });

  it('gives no message, and creates nothing, when the input is refused', async () => {
    const before = await db().contract.count();
    const { res } = await createWith(async () => 'not-a-company');
    expect(res.status).toBe(422);
    expect(res.body.data).toBeUndefined();
    expect(await db().contract.count()).toBe(before);
  });
});
