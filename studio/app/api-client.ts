import { studioApiPath, type StudioError } from '../shared/api';
import { teamCsrfHeader } from '../shared/team-api';

/** An answer of the studio's server that is not a success: its status and its body (a `StudioError` and more). */
export class ApiRefusal<T extends StudioError = StudioError> extends Error {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {
    super(body.error);
  }
}

const textKept = 'Your text is kept in this browser.';

/**
 * The team studio's session token (`TeamMe.csrfToken`), set once `team/me` answered: every POST
 * then carries it, or the team server refuses it. Null on the writer's own computer.
 */
let teamToken: string | null = null;

/** Sends the team session's token with every POST from now on (null: the local studio, none). */
export function sendTeamToken(token: string | null): void {
  teamToken = token;
}

/** The headers of a POST with this body type: the team session's token too, in team mode. */
export function postHeaders(contentType: string): Record<string, string> {
  return teamToken === null
    ? { 'content-type': contentType }
    : { 'content-type': contentType, [teamCsrfHeader]: teamToken };
}

/** Told when the team server answers 401: the session ended (idle, signed out elsewhere, the server restarted). */
const sessionEndListeners = new Set<() => void>();

/** Calls `listener` whenever a request finds the team session ended; returns what stops that. */
export function whenSessionEnds(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

async function answerOf<T>(response: Response): Promise<T> {
  if (teamToken !== null && response.status === 401) for (const listener of sessionEndListeners) listener();
  const body = (await response.json().catch(() => ({
    error: `The studio’s server had a problem it could not explain. Try again; if it happens again, ask whoever started the studio to start it again. ${textKept}`,
  }))) as T | StudioError;
  if (!response.ok) throw new ApiRefusal(response.status, body as StudioError);
  return body as T;
}

function urlOf(endpoint: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${studioApiPath}/${endpoint}${search}`;
}

/** GET an endpoint of `studio/shared/api.ts`. */
export async function getJson<T>(endpoint: string, query?: Record<string, string>, signal?: AbortSignal): Promise<T> {
  return answerOf<T>(await fetch(urlOf(endpoint, query), { signal }));
}

/** POST JSON (or bytes) to an endpoint of `studio/shared/api.ts`. */
export async function postJson<T>(
  endpoint: string,
  body: unknown,
  options: { query?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const bytes = body instanceof Blob;
  const response = await fetch(urlOf(endpoint, options.query), {
    method: 'POST',
    headers: postHeaders(bytes ? body.type || 'application/octet-stream' : 'application/json'),
    body: bytes ? body : JSON.stringify(body ?? {}),
    signal: options.signal,
  });
  return answerOf<T>(response);
}

/** The sentence to show for any failure: the server's own words, or what to do when it could not be reached. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiRefusal) return error.message;
  if (error instanceof Error && error.name === 'AbortError') return '';
  if (teamToken !== null)
    return `The studio lost its connection to its server. Check that you are online and try again in a minute. ${textKept}`;
  return `The studio lost its connection to your computer’s preview server. Ask whoever started it to start it again. ${textKept}`;
}
