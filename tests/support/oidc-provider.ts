// A real OpenID Provider for the single sign-on tests: oidc-provider (a certified implementation)
// on a free local port, with one client (ClaimCert) and people to sign in as. Its login and consent
// screens are answered at once for `signInAs` (the person at the keyboard), as a user who is already
// signed in to the firm's directory sees them pass.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface Person {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People by subject; the next sign-in is as `signInAs`. */
  people: Map<string, Person>;
  signInAs: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startOidcProvider(redirectUri: string): Promise<TestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const state: TestProvider = {
    issuer,
    clientId: 'claimcert',
    clientSecret: 'a-client-secret-for-the-tests-only-0123456789',
    people: new Map(),
    signInAs: '',
    stop: async () => {},
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the email, as Entra's and Google's do (next-auth reads it from there).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: async (_ctx, sub) => {
      const person = state.people.get(sub);
      return person && { accountId: sub, claims: async () => ({ sub, ...person }) };
    },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: state.signInAs } });
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: details.params.client_id as string,
    });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } });
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  state.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
