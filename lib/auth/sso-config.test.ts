// The single sign-on settings (README, Single sign-on) and whose email a provider vouches for.
import { describe, expect, it } from 'vitest';
import { passwordSignIn, ssoConfig, verifiedEmail } from './sso-config';

const client = { SSO_CLIENT_ID: 'id', SSO_CLIENT_SECRET: 'secret' };

describe('ssoConfig', () => {
  it('is off unless SSO_PROVIDER is set', () => {
    expect(ssoConfig({})).toBeNull();
  });

  it.each([
    [
      { SSO_PROVIDER: 'entra', SSO_ENTRA_TENANT_ID: 'contoso.onmicrosoft.com' },
      'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
      'Microsoft',
    ],
    [{ SSO_PROVIDER: 'google' }, 'https://accounts.google.com', 'Google'],
    [
      { SSO_PROVIDER: 'oidc', SSO_ISSUER: 'https://id.firm.example/realms/staff/', SSO_NAME: 'Firm ID' },
      'https://id.firm.example/realms/staff',
      'Firm ID',
    ],
  ])('%j → its issuer and button', (env, issuer, name) => {
    expect(ssoConfig({ ...client, ...env })).toMatchObject({ issuer, name, clientId: 'id' });
  });

  it('stops the start naming what is missing or wrong', () => {
    expect(() => ssoConfig({ SSO_PROVIDER: 'entra', ...client })).toThrow(
      'SSO_PROVIDER=entra needs SSO_ENTRA_TENANT_ID',
    );
    expect(() => ssoConfig({ SSO_PROVIDER: 'oidc', SSO_ISSUER: 'https://x' })).toThrow('needs SSO_CLIENT_ID');
    expect(() => ssoConfig({ SSO_PROVIDER: 'okta', ...client })).toThrow(
      'SSO_PROVIDER must be entra, google or oidc',
    );
  });

  it('switches passwords off only where single sign-on is configured', () => {
    expect(passwordSignIn({ PASSWORD_SIGN_IN: 'false' })).toBe(true);
    expect(passwordSignIn({ PASSWORD_SIGN_IN: 'false', SSO_PROVIDER: 'google', ...client })).toBe(false);
    expect(passwordSignIn({ SSO_PROVIDER: 'google', ...client })).toBe(true);
  });
});

describe('verifiedEmail', () => {
  const oidc = ssoConfig({ SSO_PROVIDER: 'oidc', SSO_ISSUER: 'https://id.example', ...client })!;
  const google = ssoConfig({ SSO_PROVIDER: 'google', SSO_GOOGLE_DOMAIN: 'Kauri.co.nz', ...client })!;
  const entra = ssoConfig({ SSO_PROVIDER: 'entra', SSO_ENTRA_TENANT_ID: 't', ...client })!;
  it.each([
    [oidc, { email: 'A@Firm.example', email_verified: true }, 'a@firm.example'],
    [oidc, { email: 'a@firm.example', email_verified: 'true' }, 'a@firm.example'],
    [oidc, { email: 'a@firm.example', email_verified: false }, null],
    [oidc, { email: 'a@firm.example' }, null],
    [google, { email: 'qs@kauri.co.nz', email_verified: true, hd: 'kauri.co.nz' }, 'qs@kauri.co.nz'],
    [google, { email: 'someone@gmail.com', email_verified: true }, null],
    // Entra ID tokens carry no email_verified: the firm's own tenant issued the address.
    [entra, { email: 'QS@kauri.co.nz' }, 'qs@kauri.co.nz'],
    [entra, { preferred_username: 'qs@kauri.co.nz' }, 'qs@kauri.co.nz'],
    [entra, { preferred_username: 'not an address' }, null],
  ])('%#: %j', (config, profile, email) => {
    expect(verifiedEmail(config, profile)).toBe(email);
  });
});
