import * as client from 'openid-client';
import { isLoopback } from '../../server/loopback';
import type { TeamSettings } from './team-settings';
import type { TeamMember } from './sessions';

/** Where the provider sends people back: `STUDIO_PUBLIC_URL` + this, registered with the provider. */
export const callbackPath = '/_studio/auth/callback';
/** What the studio asks the provider for: who you are (`openid`), your name and your e-mail address. */
export const scopes = 'openid email profile';

/** A sign-in the provider or its answer did not allow, in words for the person signing in. */
export class SignInRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInRefusal';
  }
}

export interface SignInStart {
  url: URL;
  codeVerifier: string;
  nonce: string;
}

type Claims = Record<string, unknown>;

/** The member's role: a publisher by the e-mail list or by the role claim, else a writer. */
export function roleOf(email: string, claims: Claims, roles: TeamSettings['roles']): TeamMember['role'] {
  if (roles.publishers.includes(email.toLowerCase())) return 'publisher';
  if (!roles.claim) return 'writer';
  const value = claims[roles.claim.name];
  const values = Array.isArray(value) ? value : [value];
  return values.includes(roles.claim.value) ? 'publisher' : 'writer';
}

/**
 * Sign-in through the organisation's OpenID Connect provider with `openid-client`: the
 * authorization code flow with PKCE (S256), a state and a nonce, the client authenticated with
 * its secret. The provider's metadata is read at the first sign-in (and again after a failure),
 * so a provider that is down at start does not stop the studio. Plain `http://` is allowed only
 * to a provider on this computer (tests, a trial on a laptop); the settings refuse it elsewhere.
 */
export class SignIn {
  private configuration: Promise<client.Configuration> | undefined;
  readonly redirectUri: string;

  constructor(private readonly settings: Pick<TeamSettings, 'oidc' | 'publicUrl' | 'roles' | 'emailDomains'>) {
    this.redirectUri = `${settings.publicUrl}${callbackPath}`;
  }

  private config(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings.oidc;
    const url = new URL(issuer);
    this.configuration ??= client
      .discovery(
        url,
        clientId,
        { client_secret: clientSecret, redirect_uris: [this.redirectUri], response_types: ['code'] },
        client.ClientSecretPost(clientSecret),
        {
          timeout: 10,
          ...(url.protocol === 'http:' && isLoopback(url.hostname) && { execute: [client.allowInsecureRequests] }),
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new SignInRefusal(
          `The sign-in provider at ${issuer} could not be reached or did not describe itself (${messageOf(error)}). Try again in a moment; if it goes on, ask whoever runs the studio to check STUDIO_OIDC_ISSUER.`,
        );
      });
    return this.configuration;
  }

  /** The provider's address to send the browser to, with what the return must be checked against. */
  async start(state: string): Promise<SignInStart> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, codeVerifier, nonce };
  }

  /**
   * The member the provider's answer names: the code traded for tokens (PKCE verifier, state and
   * nonce checked, the ID token's signature, issuer, audience and age checked by openid-client),
   * name and e-mail from the ID token's claims, or from the provider's userinfo when the ID token
   * leaves them out (Okta, Keycloak by default).
   */
  async finish(currentUrl: URL, checks: { state: string; codeVerifier: string; nonce: string }): Promise<TeamMember> {
    const config = await this.config();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new SignInRefusal(`The sign-in provider's answer was not accepted (${messageOf(error)}).`);
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new SignInRefusal('The sign-in provider sent no ID token.');
    let claims: Claims = { ...idClaims };
    if (typeof claims.email !== 'string' || (this.settings.roles.claim && !(this.settings.roles.claim.name in claims)))
      try {
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...claims };
      } catch (error) {
        throw new SignInRefusal(
          `The sign-in provider did not say who you are: its ID token lacks your e-mail address or role, and asking it (userinfo) failed (${messageOf(error)}).`,
        );
      }
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    if (!email.includes('@'))
      throw new SignInRefusal(
        'The sign-in provider did not give your e-mail address. Ask whoever runs the studio to let it share your e-mail address (the "email" scope).',
      );
    if (claims.email_verified === false)
      throw new SignInRefusal(
        `The sign-in provider says the e-mail address ${email} is not confirmed. Confirm it with the provider, then sign in again.`,
      );
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (this.settings.emailDomains && !this.settings.emailDomains.includes(domain))
      throw new SignInRefusal(
        `The studio is open to ${this.settings.emailDomains.join(', ')} addresses, and you signed in as ${email}. Sign in with your work account.`,
      );
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
    return { subject: idClaims.sub, name, email, role: roleOf(email, claims, this.settings.roles) };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
