import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { dayIn } from '@/lib/domain/zoned-dates';

/** Today in the account's time zone: a bank balance or line of a later day has not happened yet. */
export async function accountToday(client: Db | Tx, accountId: string, now = new Date()): Promise<string> {
  const { timeZone } = await client.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { timeZone: true },
  });
  return dayIn(now, timeZone);
}
