import { describe, expect, it } from 'vitest';
import { ApiRefusal, messageOf } from '../../../studio/app/api-client';

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
