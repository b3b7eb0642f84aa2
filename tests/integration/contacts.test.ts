import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { UNSAFE_TEXT_MESSAGES } from '@/lib/api/reject-unsafe-input';
import { countQueries, db } from '@/lib/db/client';
import type { ContractStatus } from '@/lib/db/generated/enums';
import {
  GET as listCompaniesRoute,
  POST as createRoute,
} from '@/app/api/company/account/[acc]/company/route';
import {
  DELETE as deleteRoute,
  GET as readRoute,
  PUT as updateRoute,
} from '@/app/api/company/account/[acc]/company/[companyId]/route';
import { GET as accountContactsRoute } from '@/app/api/company/account/[acc]/contacts/route';

const harbour = {
  entity_name: 'Harbour Build Ltd',
  contacts: [
    {
      contact_name: 'Tom Harris',
      contact_email: 'Tom@Harbour.example',
      contact_tel: '+64 (0)9 555 0142',
      contact_role: 'Commercial Manager',
    },
    { contact_name: 'Grace Liu', contact_email: '', contact_tel: '', contact_role: null },
  ],
};

const url = (acc: string, rest = '') => `http://localhost/api/company/account/${acc}/company${rest}`;

async function create(acc: string, body: unknown = harbour) {
  return callRoute(createRoute, { url: url(acc), method: 'POST', params: { acc }, body });
}
async function list(acc: string, query = '') {
  return callRoute(listCompaniesRoute, { url: url(acc, query), params: { acc } });
}
async function read(acc: string, companyId: string) {
  return callRoute(readRoute, { url: url(acc, `/${companyId}`), params: { acc, companyId } });
}
async function update(acc: string, companyId: string, body: unknown) {
  return callRoute(updateRoute, {
    url: url(acc, `/${companyId}`),
    method: 'PUT',
    params: { acc, companyId },
    body,
  });
}
async function remove(acc: string, companyId: string) {
  return callRoute(deleteRoute, {
    url: url(acc, `/${companyId}`),
    method: 'DELETE',
    params: { acc, companyId },
  });
}
async function accountContacts(acc: string) {
  return callRoute(accountContactsRoute, {
    url: `http://localhost/api/company/account/${acc}/contacts`,
    params: { acc },
  });
}

/** An account whose owner is signed in, with Harbour Build added. */
async function ownerWithCompany() {
  const owner = await createAccountWithOwner('Kauri Interiors Ltd');
  signInAs(owner.userId);
  const created = await create(owner.accountId);
  expect(created.status).toBe(201);
  return { owner, acc: owner.accountId, company: created.body };
}

async function contractNaming(
  accountId: string,
  companyId: string,
  side: 'payer' | 'payee',
  status: ContractStatus,
) {
  const { contract } = await createProjectWithContract(accountId, `Project ${status}`);
  await db().contract.update({
    where: { id: contract.id },
    data: { status, [side === 'payer' ? 'payerCompanyId' : 'payeeCompanyId']: companyId },
  });
  return contract;
}

const snapshot = async (accountId: string) => ({
  companies: await db().company.findMany({ where: { accountId }, orderBy: { id: 'asc' } }),
  contacts: await db().contact.findMany({ where: { accountId }, orderBy: { id: 'asc' } }),
});

describe('POST /api/company/account/{acc}/company', () => {
  it('creates the company and its contacts, normalised, and records it in the history', async () => {
    const { acc, company } = await ownerWithCompany();
    expect(company).toEqual({
      entity_id: expect.any(String),
      entity_name: 'Harbour Build Ltd',
      active_contracts: 0,
      contacts: [
        {
          contact_id: expect.any(String),
          contact_name: 'Grace Liu',
          contact_email: null,
          contact_tel: null,
          contact_role: null,
        },
        {
          contact_id: expect.any(String),
          contact_name: 'Tom Harris',
          contact_email: 'tom@harbour.example',
          contact_tel: '+64 9 555 0142',
          contact_role: 'Commercial Manager',
        },
      ],
    });
    expect(await db().contact.count({ where: { companyId: company.entity_id, accountId: acc } })).toBe(2);
    expect(
      await db().history.findFirst({ where: { accountId: acc, action: 'company.created' } }),
    ).toMatchObject({
      details: { companyId: company.entity_id, name: 'Harbour Build Ltd', contactsAdded: 2 },
    });
  });

  it('refuses a second company of the same name, ignoring case and spacing (409)', async () => {
    const { acc } = await ownerWithCompany();
    const again = await create(acc, { entity_name: '  harbour   BUILD ltd ', contacts: [] });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ field: 'entity_name' });
    // LIKE wildcards in a name are plain characters.
    expect((await create(acc, { entity_name: 'Harbour_Build%Ltd', contacts: [] })).status).toBe(201);
    expect((await create(acc, { entity_name: 'Harbour Build Ltd.', contacts: [] })).status).toBe(201);
  });

  const valid = { entity_name: 'Acme Ltd', contacts: [{ contact_name: 'Ann' }] };
  it.each([
    ['malformed JSON', { rawBody: '{"entity_name": ' }, 400, undefined],
    ['a JSON array', { body: [valid] }, 422, undefined],
    ['no company name', { body: { contacts: [] } }, 422, 'entity_name'],
    ['a blank company name', { body: { ...valid, entity_name: ' \t ' } }, 422, 'entity_name'],
    ['a company name too long', { body: { ...valid, entity_name: 'x'.repeat(161) } }, 422, 'entity_name'],
    ['contacts not a list', { body: { ...valid, contacts: 'Ann' } }, 422, 'contacts'],
    [
      'a contact without a name',
      { body: { ...valid, contacts: [{ contact_email: 'a@b.co' }] } },
      422,
      'contacts.0.contact_name',
    ],
    [
      'a bad email',
      { body: { ...valid, contacts: [{ contact_name: 'A', contact_email: 'a@' }] } },
      422,
      'contacts.0.contact_email',
    ],
    [
      'a national phone (the API takes +)',
      { body: { ...valid, contacts: [{ contact_name: 'A', contact_tel: '09 555 0142' }] } },
      422,
      'contacts.0.contact_tel',
    ],
    [
      'letters in a phone',
      { body: { ...valid, contacts: [{ contact_name: 'A', contact_tel: '+64 9 CALL ME' }] } },
      422,
      'contacts.0.contact_tel',
    ],
    [
      'a wrong type',
      { body: { ...valid, contacts: [{ contact_name: 42 }] } },
      422,
      'contacts.0.contact_name',
    ],
    [
      '101 contacts',
      { body: { ...valid, contacts: Array.from({ length: 101 }, () => ({ contact_name: 'A' })) } },
      422,
      'contacts',
    ],
    [
      'an oversized body',
      { rawBody: JSON.stringify({ ...valid, entity_name: 'x'.repeat(1_100_000) }) },
      413,
      undefined,
    ],
  ])('%s: a 4xx { errors } and nothing written', async (_label, init, status, field) => {
    const owner = await createAccountWithOwner();
    signInAs(owner.userId);
    const res = await callRoute(createRoute, {
      url: url(owner.accountId),
      method: 'POST',
      params: { acc: owner.accountId },
      ...init,
    });
    expect(res.status).toBe(status);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    if (field) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect(await snapshot(owner.accountId)).toEqual({ companies: [], contacts: [] });
  });

  it('stores names with line breaks and runs of spaces tidied; control characters are refused, never a 500', async () => {
    const owner = await createAccountWithOwner();
    signInAs(owner.userId);
    const res = await create(owner.accountId, { entity_name: 'Null\tByte\n\nLtd', contacts: [] });
    expect(res.status).toBe(201);
    expect(res.body.entity_name).toBe('Null Byte Ltd');
    // Issue 16: NUL is refused for every string the API accepts (lib/api/reject-unsafe-input.ts).
    const nul = await create(owner.accountId, { entity_name: 'Null\u0000Byte', contacts: [] });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual([{ field: 'entity_name', message: UNSAFE_TEXT_MESSAGES.control }]);
  });
});

describe('GET /api/company/account/{acc}/company', () => {
  it('lists companies by name with contacts and active contracts (started or reopened, either side)', async () => {
    const { acc, company } = await ownerWithCompany();
    await create(acc, {
      entity_name: 'Ōrākei Developments Ltd',
      contacts: [{ contact_name: 'Priya Sharma', contact_email: 'priya@orakei.example' }],
    });
    await contractNaming(acc, company.entity_id, 'payer', 'started');
    await contractNaming(acc, company.entity_id, 'payee', 'reopened');
    await contractNaming(acc, company.entity_id, 'payer', 'draft');
    await contractNaming(acc, company.entity_id, 'payer', 'finalised');
    const res = await list(acc);
    expect(res.status).toBe(200);
    expect(
      res.body.companies.map((c: { entity_name: string; active_contracts: number; contacts: unknown[] }) => [
        c.entity_name,
        c.active_contracts,
        c.contacts.length,
      ]),
    ).toEqual([
      ['Harbour Build Ltd', 2, 2],
      ['Ōrākei Developments Ltd', 0, 1],
    ]);
  });

  it.each([
    ['harbour', ['Harbour Build Ltd']],
    ['PRIYA', ['Ōrākei Developments Ltd']],
    ['@orakei.EXAMPLE', ['Ōrākei Developments Ltd']],
    ['ltd', ['Harbour Build Ltd', 'Ōrākei Developments Ltd']],
    ['%', []],
    ['_', []],
    ['nobody', []],
    ['', ['Harbour Build Ltd', 'Ōrākei Developments Ltd']],
  ])('?search=%s matches company names and contact names and emails', async (search, names) => {
    const { acc } = await ownerWithCompany();
    await create(acc, {
      entity_name: 'Ōrākei Developments Ltd',
      contacts: [{ contact_name: 'Priya Sharma', contact_email: 'priya@orakei.example' }],
    });
    const res = await list(acc, `?search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
    expect(res.body.companies.map((c: { entity_name: string }) => c.entity_name)).toEqual(names);
  });

  it('refuses a search over 100 characters', async () => {
    const { acc } = await ownerWithCompany();
    expect((await list(acc, `?search=${'x'.repeat(101)}`)).status).toBe(422);
  });

  it('answers in the same number of queries for 1 company or 20', async () => {
    const { acc } = await ownerWithCompany();
    const one = await countQueries(() => list(acc));
    for (let i = 0; i < 19; i++)
      await create(acc, {
        entity_name: `Company ${i}`,
        contacts: [{ contact_name: 'A' }, { contact_name: 'B' }],
      });
    const twenty = await countQueries(() => list(acc));
    expect(twenty.result.body.companies).toHaveLength(20);
    expect(twenty.queries).toBe(one.queries);
  });
});

describe('GET /api/company/account/{acc}/company/{companyId}', () => {
  it('reads one company; an unknown id is a 404 and a malformed one a 422', async () => {
    const { acc, company } = await ownerWithCompany();
    const res = await read(acc, company.entity_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(company);
    expect((await read(acc, crypto.randomUUID())).status).toBe(404);
    expect((await read(acc, 'not-a-uuid')).status).toBe(422);
  });
});

describe('PUT /api/company/account/{acc}/company/{companyId}', () => {
  it('renames the company, updates listed contacts, adds new ones and deletes the others', async () => {
    const { acc, company } = await ownerWithCompany();
    const [grace, tom] = company.contacts;
    const res = await update(acc, company.entity_id, {
      entity_name: 'Harbour Build Group',
      contacts: [
        { ...tom, contact_role: 'Director' },
        { contact_name: 'Sam Patel', contact_tel: '+61 412 345 678' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.entity_name).toBe('Harbour Build Group');
    expect(res.body.contacts).toEqual([
      {
        contact_id: expect.any(String),
        contact_name: 'Sam Patel',
        contact_email: null,
        contact_tel: '+61 412 345 678',
        contact_role: null,
      },
      { ...tom, contact_role: 'Director' },
    ]);
    expect(await db().contact.findUnique({ where: { id: grace.contact_id } })).toBeNull();
    expect(
      await db().history.findFirst({ where: { accountId: acc, action: 'company.updated' } }),
    ).toMatchObject({
      details: { contactsAdded: 1, contactsUpdated: 1, contactsRemoved: 1 },
    });
  });

  it('keeps its own name, may change its case, but may not take another company’s name', async () => {
    const { acc, company } = await ownerWithCompany();
    await create(acc, { entity_name: 'Other Ltd', contacts: [] });
    const body = { contacts: company.contacts };
    expect((await update(acc, company.entity_id, { ...body, entity_name: 'HARBOUR BUILD LTD' })).status).toBe(
      200,
    );
    expect((await update(acc, company.entity_id, { ...body, entity_name: 'other ltd' })).status).toBe(409);
  });

  it('refuses a contact of another company (409) or listed twice (422), changing nothing', async () => {
    const { acc, company } = await ownerWithCompany();
    const other = (await create(acc, { entity_name: 'Other Ltd', contacts: [{ contact_name: 'Olly' }] }))
      .body;
    const before = await snapshot(acc);
    const foreign = await update(acc, company.entity_id, {
      entity_name: 'Renamed',
      contacts: [...company.contacts, other.contacts[0]],
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body.errors).toEqual([{ field: 'contacts.2.contact_id', message: expect.any(String) }]);
    const twice = await update(acc, company.entity_id, {
      entity_name: 'Renamed',
      contacts: [company.contacts[0], company.contacts[0]],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0]).toMatchObject({ field: 'contacts.1.contact_id' });
    expect(await snapshot(acc)).toEqual(before);
  });
});

describe('DELETE /api/company/account/{acc}/company/{companyId}', () => {
  it('deletes the company with its contacts and records it', async () => {
    const { acc, company } = await ownerWithCompany();
    const res = await remove(acc, company.entity_id);
    expect(res).toEqual({ status: 200, body: { entity_id: company.entity_id } });
    expect(await snapshot(acc)).toEqual({ companies: [], contacts: [] });
    expect(
      await db().history.findFirst({ where: { accountId: acc, action: 'company.deleted' } }),
    ).toMatchObject({
      details: { companyId: company.entity_id, name: 'Harbour Build Ltd' },
    });
    expect((await remove(acc, company.entity_id)).status).toBe(404);
  });

  it('refuses (409) while the company is a party to a contract, whatever its status', async () => {
    const { acc, company } = await ownerWithCompany();
    await contractNaming(acc, company.entity_id, 'payee', 'draft');
    const before = await snapshot(acc);
    const res = await remove(acc, company.entity_id);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { message: 'Harbour Build Ltd is a party to the contract "Contract 1", so it cannot be deleted.' },
    ]);
    expect(await snapshot(acc)).toEqual(before);
  });
});

describe('GET /api/company/account/{acc}/contacts', () => {
  it('lists every contact of the account with its company', async () => {
    const { acc, company } = await ownerWithCompany();
    const res = await accountContacts(acc);
    expect(res.status).toBe(200);
    expect(
      res.body.contacts.map((c: { contact_name: string; entity_id: string; entity_name: string }) => [
        c.contact_name,
        c.entity_name,
        c.entity_id,
      ]),
    ).toEqual([
      ['Grace Liu', 'Harbour Build Ltd', company.entity_id],
      ['Tom Harris', 'Harbour Build Ltd', company.entity_id],
    ]);
  });
});

describe('tenancy: another account’s user gets 403/404 and no data', () => {
  it('for list, read, edit, delete and the contacts list', async () => {
    const { acc, company } = await ownerWithCompany();
    const before = await snapshot(acc);
    const intruder = await createAccountWithOwner('Intruder Ltd');
    signInAs(intruder.userId);
    const theirs = intruder.accountId;
    const body = { entity_name: 'Stolen', contacts: [] };

    // Naming the victim's account in the path: refused at the door.
    for (const res of [
      await list(acc),
      await read(acc, company.entity_id),
      await update(acc, company.entity_id, body),
      await remove(acc, company.entity_id),
      await accountContacts(acc),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Harbour');
    }
    // The victim's company id under the intruder's own account: not found.
    for (const res of [
      await read(theirs, company.entity_id),
      await update(theirs, company.entity_id, body),
      await remove(theirs, company.entity_id),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Harbour');
    }
    expect((await list(theirs)).body.companies).toEqual([]);
    expect((await accountContacts(theirs)).body.contacts).toEqual([]);
    expect(await snapshot(acc)).toEqual(before);
  });

  it('a contact id of another account cannot be pulled into one’s own company', async () => {
    const { company } = await ownerWithCompany();
    const intruder = await createAccountWithOwner('Intruder Ltd');
    signInAs(intruder.userId);
    const own = (await create(intruder.accountId, { entity_name: 'Mine', contacts: [] })).body;
    const res = await update(intruder.accountId, own.entity_id, {
      entity_name: 'Mine',
      contacts: [company.contacts[0]],
    });
    expect(res.status).toBe(409);
    expect(
      await db().contact.findUniqueOrThrow({ where: { id: company.contacts[0].contact_id } }),
    ).toMatchObject({
      companyId: company.entity_id,
      name: 'Grace Liu',
    });
  });

  it('without a session every handler answers 401', async () => {
    const { acc, company } = await ownerWithCompany();
    signInAs(null);
    expect((await list(acc)).status).toBe(401);
    expect((await read(acc, company.entity_id)).status).toBe(401);
    expect((await create(acc)).status).toBe(401);
  });
});

describe('permissions (spec §5, §6)', () => {
  it('view: reads only', async () => {
    const { acc, company } = await ownerWithCompany();
    const viewer = await addMember(acc, 'view');
    signInAs(viewer.userId);
    expect((await list(acc)).status).toBe(200);
    expect((await read(acc, company.entity_id)).status).toBe(200);
    expect((await accountContacts(acc)).status).toBe(200);
    expect((await create(acc, { entity_name: 'New', contacts: [] })).status).toBe(403);
    expect((await update(acc, company.entity_id, { entity_name: 'X', contacts: [] })).status).toBe(403);
    expect((await remove(acc, company.entity_id)).status).toBe(403);
    expect((await snapshot(acc)).companies).toHaveLength(1);
  });

  it('none: nothing', async () => {
    const { acc, company } = await ownerWithCompany();
    const member = await addMember(acc, 'none');
    signInAs(member.userId);
    for (const res of [
      await list(acc),
      await read(acc, company.entity_id),
      await accountContacts(acc),
      await create(acc, { entity_name: 'New', contacts: [] }),
      await update(acc, company.entity_id, { entity_name: 'X', contacts: [] }),
      await remove(acc, company.entity_id),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Harbour');
    }
  });

  it('admin: everything', async () => {
    const { acc, company } = await ownerWithCompany();
    const admin = await addMember(acc, 'admin');
    signInAs(admin.userId);
    expect((await list(acc)).status).toBe(200);
    expect((await create(acc, { entity_name: 'New', contacts: [] })).status).toBe(201);
    expect((await update(acc, company.entity_id, { entity_name: 'X', contacts: [] })).status).toBe(200);
    expect((await remove(acc, company.entity_id)).status).toBe(200);
  });
});
