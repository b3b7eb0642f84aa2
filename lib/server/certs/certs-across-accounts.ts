import 'server-only';
// The multi-account dashboard (spec §7 "Multi-account dashboard: POST /api/paycert/dashboard/cert/list
// and /cert/summary"): a user in several accounts sees their certificates across all of them. Each
// account is read exactly as its own cert list reads it (listCerts, under the caller's standing in
// that account: their role there decides which contracts they see), and the rows carry the account.
// Totals are per account in its currency, and overall one per currency (lib/domain/currency-totals.ts).
import { certTotals, totalsByCurrency } from '@/lib/domain/currency-totals';
import { AppError } from '@/lib/errors/app-error';
import type { TDashboardCertQuery } from '@/lib/schemas/certs';
import { listUserAccounts, type UserAccount } from '../session/list-user-accounts';
import type { Actor } from '../session/resolve-actor';
import { listCerts } from './list-certs';

/**
 * The accounts to read: those named (each must be one of the user's own active memberships, else
 * 403 before anything is read), or all of them. Help desk access is not membership: it never
 * reaches this view.
 */
async function chosenAccounts(userId: string, ids: string[] | undefined): Promise<UserAccount[]> {
  const mine = await listUserAccounts(userId);
  if (!ids) return mine;
  const chosen = ids.map((id) => mine.find((a) => a.accountId === id));
  if (chosen.some((a) => !a)) throw new AppError('forbidden');
  return chosen as UserAccount[];
}

const actorIn = (userId: string, account: UserAccount): Actor => ({
  userId,
  accountId: account.accountId,
  role: account.role,
  actingAsSupport: false,
});

async function certsAcross(userId: string, query: TDashboardCertQuery) {
  const accounts = await chosenAccounts(userId, query.account_ids);
  const lists = await Promise.all(
    accounts.map((a) => listCerts(actorIn(userId, a), { status: query.status })),
  );
  return accounts.map((account, i) => ({ account, certs: lists[i]!.certs }));
}

/** POST /api/paycert/dashboard/cert/list: every certificate of the chosen accounts, newest first. */
export async function listCertsAcrossAccounts(userId: string, query: TDashboardCertQuery) {
  const perAccount = await certsAcross(userId, query);
  const certs = perAccount
    .flatMap(({ account, certs }) =>
      certs.map((cert) => ({
        account_id: account.accountId,
        account_name: account.accountName,
        currency: account.currency,
        ...cert,
      })),
    )
    .sort(
      (a, b) => b.created_date.getTime() - a.created_date.getTime() || a.cert_id.localeCompare(b.cert_id),
    );
  return {
    accounts: perAccount.map(({ account }) => accountOf(account)),
    certs,
  };
}

/** POST /api/paycert/dashboard/cert/summary: the totals per account and one total per currency. */
export async function summariseCertsAcrossAccounts(userId: string, query: TDashboardCertQuery) {
  const perAccount = await certsAcross(userId, query);
  const counted = perAccount.map(({ account, certs }) => ({
    account,
    certs: certs.map((c) => ({
      currency: account.currency,
      status: c.cert_status,
      certifiedAmount: c.cert_status === 'issued' ? c.total_including_gst : null,
      paidToDate: c.paid_to_date,
    })),
  }));
  return {
    accounts: counted.map(({ account, certs }) => ({
      ...accountOf(account),
      ...certTotals(certs),
      by_status: countByStatus(certs.map((c) => c.status)),
    })),
    totals: totalsByCurrency(
      counted.flatMap((a) => a.certs),
      counted.map((a) => a.account.currency),
    ),
  };
}

const accountOf = (a: UserAccount) => ({
  account_id: a.accountId,
  account_name: a.accountName,
  currency: a.currency,
  role: a.role,
});

function countByStatus(statuses: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}
