import 'server-only';
import { trialDaysLeft } from '@/lib/domain/billing';
import { db } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { chooseSessionAccount } from '../session/list-user-accounts';

/** The spec §3 Profile shape. */
export interface Profile {
  email: string;
  name: string;
  userName: string;
  accountName: string | null;
  account_id: string | null;
  first_login: boolean;
  is_platform_admin: boolean;
  payclaim_account_id: {
    account_id: string;
    account_name: string;
    role_key: string;
    type: 'claiming' | 'certifying';
    is_free_trial: boolean;
    left_free_trial_days: number;
    is_help_desk_mode: boolean;
    image_base64: string | null;
  }[];
}

export async function readProfile(
  userId: string,
  requestedAccountId: string | null,
  now = new Date(),
): Promise<Profile> {
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError('unauthorized');
  const { accounts, current } = await chooseSessionAccount(userId, requestedAccountId);
  const logos = await db().account.findMany({
    where: { id: { in: accounts.map((a) => a.accountId) } },
    select: { id: true, logo: true },
  });
  return {
    email: user.email,
    name: user.name,
    userName: user.name,
    accountName: current?.accountName ?? null,
    account_id: current?.accountId ?? null,
    first_login: user.firstLogin,
    is_platform_admin: user.isPlatformAdmin,
    payclaim_account_id: accounts.map((a) => {
      const trialEnds = a.subscription?.status === 'trialing' ? a.subscription.trialEndsAt : null;
      return {
        account_id: a.accountId,
        account_name: a.accountName,
        role_key: a.role,
        type: a.type,
        is_free_trial: trialEnds !== null,
        left_free_trial_days: trialDaysLeft(trialEnds, now),
        is_help_desk_mode: a.isHelpDeskMode,
        image_base64: logos.find((l) => l.id === a.accountId)?.logo ?? null,
      };
    }),
  };
}
