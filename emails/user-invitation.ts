import { appUrl, layout, type RenderedEmail } from './layout';

export interface UserInvitationPayload {
  inviterName: string;
  accountName: string;
  /** Path of the set-password page including the one-time token. */
  path: string;
}

export function userInvitationEmail(p: UserInvitationPayload): RenderedEmail {
  return layout(
    `${p.inviterName} added you to ${p.accountName} on ClaimCert`,
    [
      `${p.inviterName} has added you to the ${p.accountName} account on ClaimCert, where progress-payment claims and payment certificates are prepared and issued.`,
      'Choose a password to start. The link works once and expires in 7 days.',
    ],
    { label: 'Set your password', url: appUrl(p.path) },
  );
}
