// Contracts made the way the product makes them: through the create-contract route, by an owner
// of an account, in a project of that account, naming a company of its contacts as the payer.
// The session switch comes first, so the route modules below see the replaced session lookup.
import { signInAs } from './session';
import { db } from '@/lib/db/client';
import { POST as createContractRoute } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/route';
import { callRoute } from './call-route';
import { createAccountWithOwner } from './factories';
import { TERMS_ROW } from './payment-terms';

export { TERMS_ROW };

export const API = 'http://localhost/api/contract/account';

export async function projectOf(accountId: string, name = 'Wynyard Quarter', extra: object = {}) {
  return db().project.create({
    data: { accountId, name, timeZone: 'Pacific/Auckland', gstPercent: 15, city: 'Auckland', ...extra },
  });
}

export async function companyOf(accountId: string, name = 'Harbour Build Ltd') {
  return db().company.create({
    data: {
      accountId,
      name,
      contacts: { create: { accountId, name: 'Aroha Ngata', email: 'aroha@example.test' } },
    },
  });
}

export const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Interior fit-out',
  contract_number: 'SC-1',
  trade: 'Interior linings',
  street_address: '101 Halsey Street',
  city: 'Auckland',
  time_zone: 'Pacific/Auckland',
  gst: '15',
  ...overrides,
});

/** An account with a project, a payer company and a claim (or cert) contract created by its owner. */
export async function accountWithContract(options: { side?: 'claim' | 'cert'; name?: string } = {}) {
  const owner = await createAccountWithOwner(options.name ?? 'Kauri Interiors');
  const project = await projectOf(owner.accountId);
  const company = await companyOf(owner.accountId);
  signInAs(owner.userId);
  const res = await callRoute(createContractRoute, {
    url: `${API}/${owner.accountId}/contract_group/${project.id}/contract?type=${options.side ?? 'claim'}`,
    params: { acc: owner.accountId, g: project.id },
    body: details({ counterparty_company_id: company.id }),
  });
  if (res.status !== 201) throw new Error(`create contract failed: ${JSON.stringify(res.body)}`);
  const contractId: string = res.body.data.id;
  const params = { acc: owner.accountId, g: project.id, c: contractId };
  return { owner, project, company, contractId, params };
}

/** What an accepted invitation does: the other account takes the other side, in a project of its own. */
export async function placeCounterparty(contractId: string, side: 'claim' | 'cert') {
  const other = await createAccountWithOwner('Harbour Build');
  const project = await projectOf(other.accountId, 'Harbour project');
  await db().contract.update({
    where: { id: contractId },
    data: side === 'cert' ? { payerAccountId: other.accountId } : { payeeAccountId: other.accountId },
  });
  await db().contractPlacement.create({
    data: { contractId, accountId: other.accountId, projectId: project.id, side },
  });
  return { other, project, params: { acc: other.accountId, g: project.id, c: contractId } };
}

/** Makes the contract complete: payment terms and one base item. */
export async function completeContract(contractId: string) {
  await db().paymentTerms.create({ data: { contractId, ...TERMS_ROW } });
  await db().lineItem.create({
    data: { contractId, kind: 'base', description: 'Linings', total: 100_000_00n },
  });
}

/** A user of the account with the given account role. */
export async function userOf(accountId: string, role: 'admin' | 'view' | 'none', name = `${role} user`) {
  const user = await db().user.create({
    data: {
      email: `${role}-${crypto.randomUUID()}@test.example`,
      name,
      memberships: { create: { accountId, role } },
    },
  });
  return user.id;
}
