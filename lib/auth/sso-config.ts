// Single sign-on (OpenID Connect), configured by environment variables (README, Single sign-on):
//   SSO_PROVIDER=entra   Microsoft Entra ID (Microsoft 365): SSO_ENTRA_TENANT_ID, the firm's tenant
//   SSO_PROVIDER=google  Google Workspace: SSO_GOOGLE_DOMAIN, the firm's domain (hd claim), optional
//   SSO_PROVIDER=oidc    any OpenID Connect provider: SSO_ISSUER (its issuer URL), SSO_NAME (the button)
// with SSO_CLIENT_ID and SSO_CLIENT_SECRET from the app registration, whose redirect URI is
// <NEXTAUTH_URL>/api/auth/callback/sso. PASSWORD_SIGN_IN=false switches email and password off.

export interface SsoConfig {
  preset: 'entra' | 'google' | 'oidc';
  /** What the login page's button says after "Sign in with". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Google Workspace: only identities of this domain (the ID token's hd claim). */
  domain: string | null;
}

type Env = Record<string, string | undefined>;

/** The configured provider, null when SSO is off; a setting missing or wrong stops the start, saying which. */
export function ssoConfig(env: Env = process.env): SsoConfig | null {
  const preset = env.SSO_PROVIDER?.trim();
  if (!preset) return null;
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`SSO_PROVIDER=${preset} needs ${name}: see the README's Single sign-on.`);
    return value;
  };
  const client = { clientId: need('SSO_CLIENT_ID'), clientSecret: need('SSO_CLIENT_SECRET') };
  switch (preset) {
    case 'entra':
      return {
        preset,
        name: env.SSO_NAME?.trim() || 'Microsoft',
        issuer: `https://login.microsoftonline.com/${need('SSO_ENTRA_TENANT_ID')}/v2.0`,
        domain: null,
        ...client,
      };
    case 'google':
      return {
        preset,
        name: env.SSO_NAME?.trim() || 'Google',
        issuer: 'https://accounts.google.com',
        domain: env.SSO_GOOGLE_DOMAIN?.trim().toLowerCase() || null,
        ...client,
      };
    case 'oidc':
      return {
        preset,
        name: env.SSO_NAME?.trim() || 'single sign-on',
        issuer: need('SSO_ISSUER').replace(/\/+$/, ''),
        domain: null,
        ...client,
      };
    default:
      throw new Error(`SSO_PROVIDER must be entra, google or oidc, not ${JSON.stringify(preset)}.`);
  }
}

/**
 * Email and password sign-in: on unless PASSWORD_SIGN_IN=false on an installation with single
 * sign-on (without it, nobody could sign in, so the setting is not taken).
 */
export const passwordSignIn = (env: Env = process.env): boolean =>
  env.PASSWORD_SIGN_IN?.trim() !== 'false' || ssoConfig(env) === null;

/** The identity an ID token names, as far as signing in needs it. */
export interface SsoProfile {
  email?: string;
  email_verified?: boolean | string;
  preferred_username?: string;
  name?: string;
  hd?: string;
}

/**
 * The email the provider vouches for, or null. Google and generic providers say so with
 * email_verified; Entra ID tokens carry no such claim, but the tenant is the firm's own directory,
 * which issued the address (its `email`, else the sign-in name, preferred_username).
 */
export function verifiedEmail(config: SsoConfig, profile: SsoProfile): string | null {
  if (config.preset === 'entra') {
    const email = profile.email ?? profile.preferred_username;
    return email && email.includes('@') ? email.trim().toLowerCase() : null;
  }
  const verified = profile.email_verified === true || profile.email_verified === 'true';
  if (!verified || !profile.email) return null;
  if (config.domain && profile.hd?.toLowerCase() !== config.domain) return null;
  return profile.email.trim().toLowerCase();
}
