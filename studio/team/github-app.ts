import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { GitHubError, gitHubRequest, type GitHubConnection } from '../../review/github/github-rest';

/**
 * The team studio signed in as a GitHub App: it mints the installation's tokens itself, for the
 * REST API and for git, and renews each before it runs out. An installation token lasts an hour,
 * so a token pasted into the settings would stop the studio's submits and publishes an hour later;
 * an App's private key does not run out (GitHub's "Authenticating as a GitHub App installation").
 */

/** What the App's refusals name, for the operator reading the studio's log. */
export const gitHubAppNames: NonNullable<GitHubConnection['names']> = {
  token: 'the GitHub App of STUDIO_GITHUB_APP_ID and STUDIO_GITHUB_APP_KEY_FILE',
  repository: 'STUDIO_GITHUB_REPOSITORY',
  permissions:
    'The GitHub App of STUDIO_GITHUB_APP_ID may not do this in STUDIO_GITHUB_REPOSITORY: install it on that repository with Contents and Pull requests: read and write, Checks and Commit statuses: read.',
};

/** The App's private key from its PEM text (the `.pem` file GitHub lets one download), or a refusal in words. */
export function readAppKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(
      `not a private key in PEM (${error instanceof Error ? error.message : String(error)}): use the .pem file GitHub gave for the App`,
      { cause: error },
    );
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new Error(`a key of type ${key.asymmetricKeyType ?? 'unknown'}, not the App's RSA private key GitHub gave`);
  return key;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The JSON Web Token the App signs its own requests with: RS256, issued a minute back (GitHub's
 * advice against clock drift) and valid for 9 minutes, under GitHub's limit of 10.
 */
export function appJwt(appId: number, key: KeyObject, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  const signed = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({ iat: seconds - 60, exp: seconds + 9 * 60, iss: String(appId) }),
  )}`;
  return `${signed}.${base64url(sign('sha256', Buffer.from(signed), key))}`;
}

export interface GitHubAppOptions {
  /** GitHub's API address, as `STUDIO_GITHUB_API_URL`. */
  apiUrl: string;
  appId: number;
  key: KeyObject;
  /** `owner/name`: the installation is the App's on this repository, and its tokens reach it alone. */
  repository: string;
  /** A token with less than this left is renewed before it is used (default 5 minutes). */
  renewBeforeMs?: number;
  /** Between attempts after a 5xx (tests: 1 ms). */
  retryDelayMs?: number;
}

interface InstallationToken {
  token: string;
  expiresAt: number;
}

/** Installation tokens of one App on one repository: `token()` answers a current one, minting it when needed. */
export class GitHubAppTokens {
  #current: InstallationToken | undefined;
  #minting: Promise<InstallationToken> | undefined;
  #installation: number | undefined;

  constructor(private readonly options: GitHubAppOptions) {}

  /** A token with more than `renewBeforeMs` left; concurrent callers share one mint. */
  readonly token = async (): Promise<string> => {
    const renewBefore = this.options.renewBeforeMs ?? 5 * 60_000;
    if (this.#current && this.#current.expiresAt - Date.now() > renewBefore) return this.#current.token;
    this.#minting ??= this.#mint().finally(() => {
      this.#minting = undefined;
    });
    this.#current = await this.#minting;
    return this.#current.token;
  };

  /** Requests signed by the App itself (its JWT), not by an installation. */
  #asApp(): GitHubConnection {
    const { apiUrl, appId, key, retryDelayMs } = this.options;
    return {
      apiUrl,
      token: appJwt(appId, key),
      names: gitHubAppNames,
      ...(retryDelayMs !== undefined && { retryDelayMs }),
    };
  }

  async #mint(): Promise<InstallationToken> {
    const { repository } = this.options;
    if (this.#installation === undefined) {
      const found = await gitHubRequest<{ id: number }>(this.#asApp(), {
        method: 'GET',
        path: `/repos/${repository}/installation`,
        retry: true,
      }).catch((error: unknown) => {
        if (error instanceof GitHubError && error.status === 404)
          throw new GitHubError(
            `The GitHub App of STUDIO_GITHUB_APP_ID is not installed on ${repository} (STUDIO_GITHUB_REPOSITORY): install it there (the App's settings, Install App).`,
            404,
          );
        throw error;
      });
      this.#installation = found.data.id;
    }
    // Narrowed to the one repository: a token that leaked could touch nothing else of the account.
    const minted = await gitHubRequest<{ token: string; expires_at: string }>(this.#asApp(), {
      method: 'POST',
      path: `/app/installations/${this.#installation}/access_tokens`,
      body: { repositories: [repository.split('/')[1]] },
      retry: false,
    }).catch((error: unknown) => {
      // An App uninstalled and installed again has a new installation: look it up next time.
      if (error instanceof GitHubError && error.status === 404) this.#installation = undefined;
      throw error;
    });
    const expiresAt = Date.parse(minted.data.expires_at);
    if (typeof minted.data.token !== 'string' || !Number.isFinite(expiresAt))
      throw new GitHubError(`GitHub answered a new installation token for ${repository} without a token or its end.`);
    return { token: minted.data.token, expiresAt };
  }
}
