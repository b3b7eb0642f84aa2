import 'server-only';
import { db } from '@/lib/db/client';

/** What a new project starts from: the account's time zone and GST rate (spec §5). */
export async function accountDefaults(accountId: string) {
  return db().account.findUniqueOrThrow({
    where: { id: accountId },
    select: { timeZone: true, gstPercent: true },
  });
}
