import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';

/** Spec §3 Account, as the API answers it; the logo is a data URL like the Profile's image_base64. */
export interface AccountDetails {
  account_id: string;
  account_name: string;
  country: string;
  currency: string;
  time_zone: string;
  gst_rate: number;
  image_base64: string | null;
}

export const ACCOUNT_DETAILS_SELECT = {
  id: true,
  name: true,
  country: true,
  currency: true,
  timeZone: true,
  gstPercent: true,
  logo: true,
} as const;

export function toAccountDetails(a: {
  id: string;
  name: string;
  country: string;
  currency: string;
  timeZone: string;
  gstPercent: number;
  logo: string | null;
}): AccountDetails {
  return {
    account_id: a.id,
    account_name: a.name,
    country: a.country,
    currency: a.currency,
    time_zone: a.timeZone,
    gst_rate: a.gstPercent,
    image_base64: a.logo,
  };
}

export async function readAccount(actor: Actor): Promise<AccountDetails> {
  await assertCan(actor, 'account', 'view');
  const account = await db().account.findUnique({
    where: { id: actor.accountId },
    select: ACCOUNT_DETAILS_SELECT,
  });
  if (!account) throw new AppError('not_found');
  return toAccountDetails(account);
}
