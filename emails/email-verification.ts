import { appUrl, layout, type RenderedEmail } from './layout';

export interface EmailVerificationPayload {
  name: string;
  /** Path of the confirmation page including the one-time token. */
  path: string;
}

export function emailVerificationEmail(p: EmailVerificationPayload): RenderedEmail {
  return layout(
    'Confirm your email address for ClaimCert',
    [
      `Hello ${p.name}, you signed up to ClaimCert with this email address.`,
      'Confirm it to invite people and to issue claims and payment certificates. The link works once and expires in 3 days.',
      'If you did not sign up, ignore this email: nothing will be sent on your behalf.',
    ],
    { label: 'Confirm your email address', url: appUrl(p.path) },
  );
}
