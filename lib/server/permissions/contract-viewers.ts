import 'server-only';
// Who in one account can see one contract — the people an event on it is told about. The same
// rule as visible-to-caller.ts, turned round (from a contract to its people rather than from a
// person to their contracts): an active member whose account role views contracts account-wide
// (spec §6), or a member of the contract's project in that account or of the contract itself whose
// role there views it. One query, however many people.
import type { Tx } from '@/lib/db/client';
import type { AccountRole, ContractRole, ProjectRole } from '@/lib/db/generated/enums';
import { ACCOUNT_ROLES, CONTRACT_ROLES, PROJECT_ROLES, can } from '@/lib/domain/permissions';

const viewsContract = (roles: Parameters<typeof can>[0]) => can(roles, 'contract', 'view');
// Platform support acting in the account is not one of its people: it is never told.
const ACCOUNT_WIDE = ACCOUNT_ROLES.filter((r) => r !== 'helpdesk' && viewsContract({ account: r }));
const BY_PROJECT = PROJECT_ROLES.filter((r) => viewsContract({ account: 'none', project: r }));
const BY_CONTRACT = CONTRACT_ROLES.filter((r) => viewsContract({ account: 'none', contract: r }));

/** The user ids, in a stable order. */
export async function contractViewers(tx: Tx, accountId: string, contractId: string): Promise<string[]> {
  const rows = await tx.membership.findMany({
    where: {
      accountId,
      status: 'active',
      role: { not: 'helpdesk' },
      OR: [
        { role: { in: ACCOUNT_WIDE as AccountRole[] } },
        {
          user: {
            projectMembers: {
              some: {
                accountId,
                role: { in: BY_PROJECT as ProjectRole[] },
                project: { placements: { some: { contractId, accountId } } },
              },
            },
          },
        },
        {
          user: {
            contractMembers: {
              some: { accountId, contractId, role: { in: BY_CONTRACT as ContractRole[] } },
            },
          },
        },
      ],
    },
    select: { userId: true },
    orderBy: { userId: 'asc' },
  });
  return rows.map((r) => r.userId);
}
