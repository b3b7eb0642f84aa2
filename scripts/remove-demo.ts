// npm run demo:remove
//   Removes the demo from a database: its logins (…@demo.test), the accounts only they belong to
//   with everything in them, the contracts those accounts hold, and the demo's welcome notice. A
//   real installation whose database an earlier version seeded with the demo runs this once (its
//   start log says so); demo logins cannot sign in there meanwhile. Real accounts are not touched:
//   when the demo is tangled with real data (a demo login in a real account, a contract shared
//   with one), nothing is removed and the command says what to untangle first.
import { pathToFileURL } from 'node:url';
import { db, type Db } from '../lib/db/client';
import { openScriptDatabase } from './script-database';

const DEMO_DOMAIN = '@demo.test';
const DEMO_NOTICE = 'Welcome to the ClaimCert demo';

const demoUser = { email: { endsWith: DEMO_DOMAIN, mode: 'insensitive' as const } };

/** How many demo logins the database holds (the start log's warning). */
export function countDemoUsers(client: Db): Promise<number> {
  return client.user.count({ where: demoUser });
}

export type RemoveDemoResult =
  { removed: true; users: number; accounts: number; contracts: number } | { removed: false; reason: string };

export async function removeDemo(client: Db): Promise<RemoveDemoResult> {
  return client.$transaction(async (tx) => {
    const accounts = await tx.account.findMany({
      where: { memberships: { some: { user: demoUser }, none: { user: { NOT: demoUser } } } },
      select: { id: true, name: true },
    });
    const accountIds = accounts.map((a) => a.id);
    const tangledLogins = await tx.membership.findMany({
      where: { user: demoUser, accountId: { notIn: accountIds } },
      select: { user: { select: { email: true } }, account: { select: { name: true } } },
    });
    if (tangledLogins.length > 0) {
      const list = tangledLogins.map((m) => `${m.user.email} in ${m.account.name}`).join(', ');
      return {
        removed: false,
        reason: `demo logins belong to real accounts (${list}): remove them there first`,
      };
    }
    const touching = [
      { createdByAccountId: { in: accountIds } },
      { payerAccountId: { in: accountIds } },
      { payeeAccountId: { in: accountIds } },
      { placements: { some: { accountId: { in: accountIds } } } },
    ];
    const shared = await tx.contract.findMany({
      where: { OR: touching, placements: { some: { accountId: { notIn: accountIds } } } },
      select: { name: true },
    });
    if (shared.length > 0) {
      const list = shared.map((c) => c.name).join(', ');
      return { removed: false, reason: `demo accounts share contracts with real accounts (${list})` };
    }
    const contracts = await tx.contract.deleteMany({ where: { OR: touching } });
    await tx.account.deleteMany({ where: { id: { in: accountIds } } });
    const users = await tx.user.deleteMany({ where: demoUser });
    await tx.systemNotice.deleteMany({ where: { title: DEMO_NOTICE } });
    return { removed: true, users: users.count, accounts: accountIds.length, contracts: contracts.count };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stopDatabase = await openScriptDatabase();
  try {
    const result = await removeDemo(db());
    if (result.removed) {
      console.log(
        `Removed the demo: ${result.users} logins, ${result.accounts} accounts and ${result.contracts} contracts.`,
      );
    } else {
      console.error(`Nothing removed: ${result.reason}.`);
      process.exitCode = 1;
    }
  } finally {
    await db().$disconnect();
    await stopDatabase();
  }
}
