import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Who is signed in, from the provider's ID token: what every team request handler is given. */
export interface TeamMember {
  /** The provider's subject: the same person whatever their name or address becomes. */
  subject: string;
  name: string;
  email: string;
  role: 'writer' | 'publisher';
}

export interface TeamSession {
  member: TeamMember;
  /** Sent back in `x-csrf-token` with every request that changes anything. */
  csrfToken: string;
  signedIn: number;
  lastSeen: number;
}

/** A sign-in on its way through the provider: kept from the redirect there until the return. */
export interface PendingSignIn {
  /** Held by the browser that started it (a cookie), so a code from someone else's sign-in is refused. */
  binding: string;
  codeVerifier: string;
  nonce: string;
  started: number;
}

/** 256 random bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Equal in constant time: the time taken says nothing of how much of a guess was right. */
export function sameSecret(candidate: string | undefined, secret: string): boolean {
  return candidate !== undefined && timingSafeEqual(digest(candidate), digest(secret));
}

/** How long a sign-in may take at the provider (typing a password, a second factor). */
export const pendingSignInMs = 10 * 60_000;
/** Sign-ins under way at once, at most: each costs a little memory until it returns or ages out. */
const maxPending = 10_000;

/**
 * Sessions in memory, by the digest of their id (the id itself, the cookie's value, is kept
 * nowhere on the server). A session unused for `idleMs` ends, and any session `maxMs` after its
 * sign-in, used or not (a stolen cookie does not last for ever). A restart ends every session:
 * the team signs in again, which the provider usually does without asking.
 */
export class SessionStore {
  private readonly sessions = new Map<string, TeamSession>();
  private readonly pending = new Map<string, PendingSignIn>();

  constructor(
    readonly idleMs: number,
    readonly maxMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for `member`: its id for the cookie, and the session. */
  open(member: TeamMember): { id: string; session: TeamSession } {
    this.sweep();
    const id = randomToken();
    const time = this.now();
    const session = { member, csrfToken: randomToken(), signedIn: time, lastSeen: time };
    this.sessions.set(digest(id).toString('base64url'), session);
    return { id, session };
  }

  /** The session behind a cookie's value, still within its idle time (which starts again), or undefined. */
  find(id: string | undefined): TeamSession | undefined {
    if (!id) return undefined;
    const key = digest(id).toString('base64url');
    const session = this.sessions.get(key);
    if (!session) return undefined;
    const time = this.now();
    if (this.ended(session, time)) {
      this.sessions.delete(key);
      return undefined;
    }
    session.lastSeen = time;
    return session;
  }

  close(id: string): void {
    this.sessions.delete(digest(id).toString('base64url'));
  }

  /** Keeps a sign-in under way by its `state`; false when too many are already under way. */
  startSignIn(state: string, pending: PendingSignIn): boolean {
    this.sweep();
    if (this.pending.size >= maxPending) return false;
    this.pending.set(state, pending);
    return true;
  }

  /** The sign-in `state` names, once: a second return with the same state finds nothing. */
  takeSignIn(state: string): PendingSignIn | undefined {
    const pending = this.pending.get(state);
    this.pending.delete(state);
    return pending && this.now() - pending.started <= pendingSignInMs ? pending : undefined;
  }

  private ended(session: TeamSession, time: number): boolean {
    return time - session.lastSeen > this.idleMs || time - session.signedIn > this.maxMs;
  }

  private sweep(): void {
    const time = this.now();
    for (const [key, session] of this.sessions) if (this.ended(session, time)) this.sessions.delete(key);
    for (const [state, pending] of this.pending)
      if (time - pending.started > pendingSignInMs) this.pending.delete(state);
  }
}
