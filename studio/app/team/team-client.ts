import {
  teamSignedOutPath,
  teamSignOutPath,
  type TeamAudit,
  type TeamChangeAnswer,
  type TeamClosed,
  type TeamMe,
  type TeamPublished,
  type TeamPublishRequest,
  type TeamSubmitAnswer,
  type TeamSubmitRequest,
  type TeamSubmittedList,
} from '../../shared/team-api';
import { ApiRefusal, getJson, messageOf, postHeaders, postJson, sendTeamToken } from '../api-client';

/** Where the studio runs: on the writer's own computer, or on the team's server for a signed-in member. */
export type StudioMode = { kind: 'checking' } | { kind: 'local' } | { kind: 'team'; me: TeamMe };

/**
 * Asks the server who is signed in. The local dev server has no `team/me` (404): the local studio.
 * In team mode every POST from then on carries the session's token.
 */
export async function studioMode(): Promise<StudioMode> {
  try {
    const me = await getJson<TeamMe>('team/me');
    sendTeamToken(me.csrfToken);
    return { kind: 'team', me };
  } catch (error) {
    if (error instanceof ApiRefusal && error.status === 404) return { kind: 'local' };
    throw error;
  }
}

/** Ends the session and shows the signed-out page; the sentence to show when the server could not be reached. */
export async function signOut(): Promise<string> {
  try {
    const response = await fetch(teamSignOutPath, {
      method: 'POST',
      headers: postHeaders('application/json'),
      body: '{}',
    });
    // A session that had ended already is signed out too.
    if (!response.ok && response.status !== 401) return 'The studio could not sign you out just now. Try again.';
  } catch (error) {
    return messageOf(error);
  }
  location.assign(teamSignedOutPath);
  return '';
}

export const teamApi = {
  change: (signal?: AbortSignal) => getJson<TeamChangeAnswer>('team/change', undefined, signal),
  submit: (request: TeamSubmitRequest) => postJson<TeamSubmitAnswer>('team/submit', request),
  close: () => postJson<TeamClosed>('team/close', {}),
  changes: () => getJson<TeamSubmittedList>('team/changes'),
  publish: (request: TeamPublishRequest) => postJson<TeamPublished>('team/publish', request),
  audit: (last: number) => getJson<TeamAudit>('team/audit', { last: String(last) }),
};
