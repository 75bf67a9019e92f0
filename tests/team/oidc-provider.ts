import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from '../../tools/free-port';

/** A test account of the provider: its login (and any password) signs in as it. */
export interface TestAccount {
  login: string;
  name: string;
  email: string;
  groups: string[];
  emailVerified?: boolean;
}

export const accounts = {
  alice: { login: 'alice', name: 'Alice Writer', email: 'alice@example.com', groups: ['writers'] },
  bob: { login: 'bob', name: 'Bob Writer', email: 'bob@example.com', groups: ['writers'] },
  /** A publisher by the e-mail list (`STUDIO_PUBLISHERS`), written here in another case. */
  carol: { login: 'carol', name: 'Carol Publisher', email: 'Carol@Example.com', groups: ['writers'] },
  /** A publisher by the role claim (`STUDIO_ROLE_CLAIM=groups`, `STUDIO_PUBLISHER_ROLE=studio-publishers`). */
  dave: { login: 'dave', name: 'Dave Publisher', email: 'dave@example.com', groups: ['writers', 'studio-publishers'] },
  /** The provider says this address is not confirmed. */
  eve: { login: 'eve', name: 'Eve Unconfirmed', email: 'eve@example.com', groups: [], emailVerified: false },
  /** Not of the organisation's domain. */
  mallory: { login: 'mallory', name: 'Mallory Outsider', email: 'mallory@example.org', groups: ['studio-publishers'] },
} satisfies Record<string, TestAccount>;

export const clientId = 'team-studio';
export const clientSecret = 'a-client-secret-for-the-tests-only';

export interface RunningProvider {
  issuer: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`, the certified implementation) on loopback with
 * one confidential client, the studio at `redirectUri`, and the test accounts. Its development
 * sign-in form (login and password, any password) is the provider's own page; consent is taken as
 * given, as an organisation's provider does for its own applications.
 */
export async function startProvider(
  redirectUris: string[],
  port?: number,
  { claimsInIdToken = true } = {},
): Promise<RunningProvider> {
  port ??= await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const byLogin = new Map<string, TestAccount>(Object.values(accounts).map((account) => [account.login, account]));
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['a-cookie-key-for-the-tests-only'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // Claims in the ID token itself, as Entra ID and Google put them there; or, as Okta and
    // Keycloak may, only `sub` there and the rest from userinfo.
    conformIdTokenClaims: !claimsInIdToken,
    pkce: { required: () => true },
    // Set, so the provider does not print a notice for each default it uses.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = byLogin.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: account.name,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          groups: account.groups,
        }),
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const server: Server = provider.listen(port);
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
