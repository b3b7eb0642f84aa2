// next-auth configuration: email + password, JWT sessions in a signed, http-only cookie.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { servedOverHttps } from './app-url';
import { clientAddress } from '@/lib/server/auth/client-address';
import { verifyCredentials } from '@/lib/server/auth/verify-credentials';
import { encodeRefusal } from './login-refusal';

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
  // Behind HTTPS the cookies are Secure (and named __Secure-…/__Host-…), so a plain-HTTP request
  // never carries the session. getServerSession reads the same options, hence the same names.
  useSecureCookies: servedOverHttps(),
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      name: 'Email and password',
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials, request) {
        const result = await verifyCredentials(credentials, { client: clientAddress(request.headers ?? {}) });
        // The thrown message reaches the login page as `error`, which maps it to words.
        if (!result.ok) throw new Error(encodeRefusal(result));
        return result.user;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    session({ session, token }) {
      if (session.user) (session.user as { id?: string }).id = token.uid as string;
      return session;
    },
  },
};
