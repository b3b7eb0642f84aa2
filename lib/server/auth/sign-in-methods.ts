import 'server-only';
// How this installation signs people in, for the login pages: its single sign-on's button, if
// configured, and whether email and password are on (lib/auth/sso-config.ts).
import { passwordSignIn, ssoConfig } from '@/lib/auth/sso-config';

export interface SignInMethods {
  sso: { name: string } | null;
  passwords: boolean;
}

export function signInMethods(): SignInMethods {
  const sso = ssoConfig();
  return { sso: sso && { name: sso.name }, passwords: passwordSignIn() };
}
