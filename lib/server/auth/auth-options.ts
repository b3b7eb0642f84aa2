// next-auth configuration: email + password, and single sign-on through the firm's OpenID Connect
// provider when configured (sso-config.ts); JWT sessions in a signed, http-only cookie.
import type { NextAuthOptions } from 'next-auth';
import type { Provider } from 'next-auth/providers/index';
import CredentialsProvider from 'next-auth/providers/credentials';
import { servedOverHttps } from '@/lib/auth/app-url';
import { clientAddress } from './client-address';
import { verifyCredentials } from './verify-credentials';
import { findSsoUser, ssoSignIn } from './sso-sign-in';
import { isDemoEmail } from './demo-logins';
import { isDemoMode } from '../config/app-config';
import { encodeRefusal } from '@/lib/auth/login-refusal';
import { passwordSignIn, ssoConfig, type SsoConfig, type SsoProfile } from '@/lib/auth/sso-config';

const credentials = CredentialsProvider({
  name: 'Email and password',
  credentials: { email: { type: 'email' }, password: { type: 'password' } },
  async authorize(given, request) {
    if (!passwordSignIn()) throw new Error(encodeRefusal({ reason: 'password_off' }));
    const result = await verifyCredentials(given, { client: clientAddress(request.headers ?? {}) });
    // The thrown message reaches the login page as `error`, which maps it to words.
    if (!result.ok) throw new Error(encodeRefusal(result));
    return result.user;
  },
});

/** The firm's OpenID Connect provider, with every check the protocol has: state, nonce and PKCE. */
function ssoProvider(config: SsoConfig): Provider {
  return {
    id: 'sso',
    name: config.name,
    type: 'oauth',
    wellKnown: `${config.issuer}/.well-known/openid-configuration`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorization: {
      params: { scope: 'openid email profile', ...(config.domain ? { hd: config.domain } : {}) },
    },
    idToken: true,
    checks: ['pkce', 'state', 'nonce'],
    profile: (p: SsoProfile & { sub: string }) => ({
      id: p.sub,
      email: p.email ?? null,
      name: p.name ?? null,
    }),
  };
}

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
  // Behind HTTPS the cookies are Secure (and named __Secure-…/__Host-…), so a plain-HTTP request
  // never carries the session. getServerSession reads the same options, hence the same names.
  useSecureCookies: servedOverHttps(),
  pages: { signIn: '/login', error: '/login' },
  // Read on each request, from the environment the installation was started with.
  get providers() {
    const sso = ssoConfig();
    return sso ? [credentials, ssoProvider(sso)] : [credentials];
  },
  callbacks: {
    async signIn({ account, profile }) {
      if (account?.provider !== 'sso') return true;
      const result = await ssoSignIn(ssoConfig()!, profile as SsoProfile);
      return result.ok || `/login?error=${result.reason}`;
    },
    async jwt({ token, user, account, profile }) {
      // A demo login's session outlives nothing: once the installation is not a demo (DEMO_MODE
      // changed since it signed in), the session of a …@demo.test user is no session.
      if (!isDemoMode() && typeof token.email === 'string' && isDemoEmail(token.email)) {
        return { ...token, uid: undefined };
      }
      if (account?.provider === 'sso') {
        // The provider's subject is not ours: the session is the ClaimCert user signIn admitted.
        const found = await findSsoUser(ssoConfig()!, profile as SsoProfile);
        token.uid = found.ok ? found.user.id : undefined;
      } else if (user) {
        token.uid = user.id;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user) (session.user as { id?: string }).id = token.uid as string;
      return session;
    },
  },
};
