import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Who may use the studio: whoever holds the secret this dev server made when it started, as
 * Jupyter does. Any program on the computer can reach the server and set any `Host` or `Origin`;
 * only the person who started `npm run dev` saw the link it printed with the secret
 * (`/_studio?token=…`). The first visit with that link trades it for a cookie (`HttpOnly`: no
 * script reads it; `SameSite=Strict`: no other site's page sends it), and every studio page and
 * endpoint refuses a request that carries neither.
 */
export class StudioAccess {
  /** 256 random bits, new for each start of the dev server. */
  readonly token: string;
  private readonly tokenDigest: Buffer;

  /**
   * `token` is given only by the team studio, which starts each writer's preview server and alone
   * talks to it (`studio/team/preview-servers.ts`); it must be as long as a made one.
   */
  constructor(token: string = randomBytes(32).toString('base64url')) {
    if (token.length < 43) throw new Error('A studio token must hold at least 256 random bits (43 characters).');
    this.token = token;
    this.tokenDigest = digest(token);
  }

  /**
   * The cookie's name holds the port: browsers send a cookie to every port of a host, and two dev
   * servers side by side must not take each other's.
   */
  cookieName(port: number): string {
    return `studio-token-${port}`;
  }

  /** The `Set-Cookie` header that stores the token in the browser for this dev server's studio. */
  cookie(port: number): string {
    return `${this.cookieName(port)}=${this.token}; Path=/_studio; HttpOnly; SameSite=Strict`;
  }

  /**
   * How the request proves it comes from the studio's user: the cookie, the link's `token`
   * parameter (the first visit), or not at all.
   */
  proof(request: IncomingMessage, url: URL, port: number): 'cookie' | 'link' | undefined {
    if (this.holds(cookieValue(request.headers.cookie, this.cookieName(port)))) return 'cookie';
    if (this.holds(url.searchParams.get('token') ?? undefined)) return 'link';
    return undefined;
  }

  /** Compares digests in constant time: the time taken says nothing about how much of a guess was right. */
  private holds(candidate: string | undefined): boolean {
    return candidate !== undefined && timingSafeEqual(digest(candidate), this.tokenDigest);
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The value of cookie `name` in a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
