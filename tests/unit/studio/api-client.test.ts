import { describe, expect, it } from 'vitest';
import { ApiRefusal, messageOf, postHeaders, sendTeamToken } from '../../../studio/app/api-client';

describe('messageOf: what the studio says when a request fails', () => {
  it('a lost connection: what happened and what to do, in words a copywriter can act on', () => {
    // What Chromium's fetch throws when the server is gone.
    expect(messageOf(new TypeError('Failed to fetch'))).toBe(
      'The studio lost its connection to your computer’s preview server. Ask whoever started it to start it again. Your text is kept in this browser.',
    );
    expect(messageOf(new TypeError('Failed to fetch'))).not.toMatch(/fetch|npm|server answered \d/i);
  });

  it('the server’s own sentence when it refused; nothing for a request the studio dropped itself', () => {
    expect(messageOf(new ApiRefusal(409, { error: 'pages/x.mdx exists already; choose another title.' }))).toBe(
      'pages/x.mdx exists already; choose another title.',
    );
    expect(messageOf(new DOMException('The operation was aborted.', 'AbortError'))).toBe('');
  });
});

describe('the team studio’s session token', () => {
  it('goes with every POST once the team server said who is signed in, and not on the writer’s own computer', () => {
    expect(postHeaders('application/json')).toEqual({ 'content-type': 'application/json' });
    sendTeamToken('token-of-this-session');
    try {
      expect(postHeaders('image/jpeg')).toEqual({
        'content-type': 'image/jpeg',
        'x-csrf-token': 'token-of-this-session',
      });
      // A lost connection in team mode is the team server's, not a preview server on the writer's computer.
      expect(messageOf(new TypeError('Failed to fetch'))).toBe(
        'The studio lost its connection to its server. Check that you are online and try again in a minute. Your text is kept in this browser.',
      );
    } finally {
      sendTeamToken(null);
    }
  });
});
