import { dashboardPage, loginPage } from '@/lib/paths/page-paths';
import { appUrl, layout, type RenderedEmail } from './layout';

export interface AccountAddedPayload {
  inviterName: string;
  accountName: string;
  accountId: string;
}

/** To someone who already has a ClaimCert login: they were added to another account. */
export function accountAddedEmail(p: AccountAddedPayload): RenderedEmail {
  return layout(
    `You now have access to ${p.accountName} on ClaimCert`,
    [
      `${p.inviterName} has added you to the ${p.accountName} account on ClaimCert.`,
      'Log in with your usual email and password; Switch Accounts in the user menu moves between your accounts.',
    ],
    { label: `Open ${p.accountName}`, url: appUrl(loginPage(dashboardPage(p.accountId))) },
  );
}
