import 'server-only';
// `payees` (spec §7, among the claim-side calls under /api/payclaim/account/{acc}): the companies
// that are the payee on this account's contracts — the contracts it certifies, so the companies it
// pays — each with its contacts and the contracts (of those the caller sees) it is payee on. It is
// what a certifier picks a payee from: to filter what it certifies by payee, or to choose the payee
// company and contact of another contract with the same trade. Companies belong to one account (a
// contract's payee company is the payer's own record of it), so another account's never appear.
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { assertCan } from '../permissions/authorize';
import { visiblePlacements } from '../permissions/visible-to-caller';
import type { Actor } from '../session/resolve-actor';
import { COMPANY_VIEW_SELECT, toCompanyView } from './company-view';

export async function listPayees(actor: Actor) {
  await assertCan(actor, 'contact', 'view');
  const payeeOn = {
    placements: { some: visiblePlacements(actor, 'cert') },
  } satisfies Prisma.ContractWhereInput;
  const rows = await db().company.findMany({
    where: { accountId: actor.accountId, payeeContracts: { some: payeeOn } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: {
      ...COMPANY_VIEW_SELECT,
      payeeContracts: {
        where: payeeOn,
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          name: true,
          contractNumber: true,
          status: true,
          placements: { where: { accountId: actor.accountId }, select: { projectId: true } },
        },
      },
    },
  });
  return {
    payees: rows.map((row) => ({
      ...toCompanyView(row),
      contracts: row.payeeContracts.map((c) => ({
        contract_id: c.id,
        contract_name: c.name,
        contract_number: c.contractNumber,
        status: c.status,
        project_id: c.placements[0]?.projectId ?? null,
      })),
    })),
  };
}
