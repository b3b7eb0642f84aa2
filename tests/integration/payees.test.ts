// `payees` (spec §7): GET /api/payclaim/account/{acc}/payees answers the companies that are payee on
// the account's contracts, with their contacts and those contracts; no other account's company, no
// company that is not a payee; another account's user gets 403 and no data; bad input is a 4xx.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { GET } from '@/app/api/payclaim/account/[acc]/payees/route';
import { db } from '@/lib/db/client';
import { callRoute } from '../support/call-route';
import { seedClaimsDemo, type ClaimsDemo } from '../support/claims-demo';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';

let demo: ClaimsDemo;
let outsider: { userId: string; accountId: string };

const payees = (acc: string, url = 'http://localhost/api/payees') => callRoute(GET, { params: { acc }, url });

beforeAll(async () => {
  demo = await seedClaimsDemo();
  outsider = await createAccountWithOwner('Outsider Ltd');
  // A company in the payer's contacts that is payee on none of its contracts is not a payee.
  await db().company.create({ data: { accountId: demo.payer.acc, name: 'Acme Scaffolding' } });
  // The outsider's own company, payee on nothing of theirs, and named like the demo's payee.
  await db().company.create({ data: { accountId: outsider.accountId, name: 'Kauri Interiors Ltd' } });
});

describe('GET /api/payclaim/account/{acc}/payees', () => {
  it('lists the payee companies of the contracts the account certifies, with contacts and contracts', async () => {
    signInAs(demo.users.certifier);
    const { status, body } = await payees(demo.payer.acc);
    expect(status).toBe(200);
    expect(body.payees).toHaveLength(1);
    const [kauri] = body.payees;
    expect(kauri).toMatchObject({
      entity_id: demo.contract.payeeCompanyId,
      entity_name: 'Kauri Interiors Ltd',
      contacts: [{ contact_name: expect.any(String), contact_email: expect.stringContaining('@') }],
    });
    expect(kauri.contracts).toEqual([
      expect.objectContaining({
        contract_id: demo.contract.id,
        contract_number: 'SC-014-03',
        project_id: demo.payer.g,
      }),
    ]);
  });

  it('lists nothing for an account that is payer on none of its contracts', async () => {
    signInAs(demo.users.claimer);
    const { status, body } = await payees(demo.payee.acc);
    expect(status).toBe(200);
    expect(body).toEqual({ payees: [] });
    signInAs(outsider.userId);
    expect((await payees(outsider.accountId)).body).toEqual({ payees: [] });
  });

  it('refuses another account’s user with 403 and no data', async () => {
    for (const userId of [outsider.userId, demo.users.claimer]) {
      signInAs(userId);
      const { status, body } = await payees(demo.payer.acc);
      expect(status).toBe(403);
      expect(Object.keys(body)).toEqual(['errors']);
    }
  });

  it('refuses a member whose role may not read the account’s contacts (role none)', async () => {
    const member = await addMember(demo.payer.acc, 'none');
    signInAs(member.userId);
    const { status, body } = await payees(demo.payer.acc);
    // Role none may not read the account's contacts at all.
    expect(status).toBe(403);
    expect(body.payees).toBeUndefined();
  });

  it('refuses bad input with a 4xx and answers no payees', async () => {
    signInAs(demo.users.certifier);
    const unknown = await payees(demo.payer.acc, 'http://localhost/api/payees?search=Kauri');
    expect(unknown.status).toBe(422);
    expect(unknown.body.payees).toBeUndefined();
    const badAcc = await payees('not-an-id');
    expect(badAcc.status).toBeGreaterThanOrEqual(400);
    expect(badAcc.status).toBeLessThan(500);
    expect(badAcc.body.payees).toBeUndefined();
  });
});
