import { describe, expect, it } from 'vitest';
import type { TeamChange } from '../../../studio/shared/team-api';
import {
  auditRow,
  canSubmit,
  changeSummary,
  stateBadge,
  submitWords,
  type TimeWords,
} from '../../../studio/app/team/team-words';

/** A fixed reader: UTC in British English, so the words do not hang on the machine's zone. */
const utc: TimeWords = (time) =>
  time.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const change: TeamChange = {
  branch: 'studio/ada-lovelace/cloud',
  firstPage: 'pages/services/cloud.mdx',
  startedAt: '2026-11-29T09:40:00.000Z',
  files: ['pages/services/cloud.mdx'],
  state: 'not submitted',
  requestedBy: [],
  approvedBy: [],
};

describe('the writer’s change in words', () => {
  it('names the pages in it as the page list does and when it started, never the branch', () => {
    expect(changeSummary(change, utc)).toBe('services/cloud.mdx, started 29 Nov 2026, 09:40');
    expect(changeSummary({ ...change, files: [] }, utc)).toBe(
      'services/cloud.mdx, nothing saved yet, started 29 Nov 2026, 09:40',
    );
    // Once published, its files are on main and no longer differ from it: not "nothing saved".
    expect(changeSummary({ ...change, files: [], state: 'merged' }, utc)).toBe(
      'services/cloud.mdx, started 29 Nov 2026, 09:40',
    );
    expect(changeSummary({ ...change, files: [...change.files, 'pages/about.mdx'] }, utc)).toBe(
      'services/cloud.mdx and about.mdx, started 29 Nov 2026, 09:40',
    );
    expect(
      changeSummary(
        { ...change, files: [...change.files, 'pages/about.mdx', 'pages/careers.mdx', 'public/images/x.jpg'] },
        utc,
      ),
    ).toBe('services/cloud.mdx, about.mdx and 2 more files, started 29 Nov 2026, 09:40');
    expect(changeSummary({ ...change, files: ['public/images/x.jpg'] }, utc)).toBe(
      '1 file, started 29 Nov 2026, 09:40',
    );
    expect(changeSummary(change, utc)).not.toContain('studio/ada-lovelace');
  });

  it('says where the change stands, with who asked for changes or approved', () => {
    expect(stateBadge(change)).toEqual({ tone: 'draft', words: 'Not submitted' });
    expect(stateBadge({ ...change, state: 'open' })).toEqual({
      tone: 'review',
      words: 'Submitted, waiting for review',
    });
    expect(stateBadge({ ...change, state: 'open', approvedBy: ['grace'] }).words).toBe(
      'Approved by grace, waiting to be published',
    );
    expect(stateBadge({ ...change, state: 'changes requested', requestedBy: ['grace', 'linus', 'ada'] })).toEqual({
      tone: 'problems',
      words: 'Changes requested by grace, linus and ada',
    });
    expect(stateBadge({ ...change, state: 'changes requested' }).words).toBe('Changes requested');
    expect(stateBadge({ ...change, state: 'merged' })).toEqual({ tone: 'published', words: 'Published (merged)' });
    expect(stateBadge({ ...change, state: 'closed' })).toEqual({ tone: 'closed', words: 'Closed' });
  });

  it('offers Submit until the change is published or closed, then only a new change', () => {
    expect(submitWords(change)).toBe('Submit for review');
    expect(submitWords({ ...change, state: 'changes requested' })).toBe('Submit again');
    expect(canSubmit({ ...change, state: 'open' })).toBe(true);
    expect(canSubmit({ ...change, state: 'merged' })).toBe(false);
    expect(canSubmit({ ...change, state: 'closed' })).toBe(false);
  });
});

describe('the Activity table’s rows', () => {
  it('says who did what to which page or change, at the reader’s time', () => {
    expect(
      auditRow(
        {
          time: '2026-11-29T10:05:00.000Z',
          event: 'sign-in',
          member: { email: 'ada@example.com', name: 'Ada Lovelace', role: 'writer' },
          address: '127.0.0.1',
        },
        utc,
      ),
    ).toEqual({ time: '29 Nov 2026, 10:05', who: 'Ada Lovelace (writer)', what: 'Signed in', about: '' });
    expect(
      auditRow(
        {
          time: '2026-11-29T10:06:00.000Z',
          event: 'refused',
          member: { email: 'ada@example.com', name: 'Ada Lovelace', role: 'writer' },
          pullRequest: 12,
          reason: 'Only publishers may publish; you are signed in as a writer.',
        },
        utc,
      ),
    ).toMatchObject({
      what: 'Refused: Only publishers may publish; you are signed in as a writer.',
      about: 'Change #12',
    });
    expect(
      auditRow({ time: '2026-11-29T10:07:00.000Z', event: 'saved', file: 'pages/services/cloud.mdx' }, utc),
    ).toMatchObject({ who: 'Someone not signed in', what: 'Saved', about: 'services/cloud.mdx' });
  });

  it('names no commit or branch: a submit’s commit is left out, and only a refusal says why', () => {
    const member = { email: 'ada@example.com', name: 'Ada Lovelace', role: 'writer' as const };
    expect(
      auditRow(
        {
          time: '2026-11-29T10:09:00.000Z',
          event: 'submit',
          member,
          pullRequest: 3,
          file: 'c0ffee'.repeat(6) + 'abcd',
        },
        utc,
      ),
    ).toMatchObject({ what: 'Submitted for review', about: 'Change #3' });
    expect(
      auditRow(
        {
          time: '2026-11-29T10:10:00.000Z',
          event: 'close',
          member,
          file: 'pages/services/cloud.mdx',
          reason: 'closed the change studio/ada-lovelace/cloud (merged)',
        },
        utc,
      ),
    ).toMatchObject({ what: 'Ended their change', about: 'services/cloud.mdx' });
  });

  it('shows an event it has no words for as the log names it, readable', () => {
    expect(auditRow({ time: '2026-11-29T10:08:00.000Z', event: 'photo-deleted', address: '10.0.0.2' }, utc)).toEqual({
      time: '29 Nov 2026, 10:08',
      who: 'Someone not signed in (10.0.0.2)',
      what: 'Photo deleted',
      about: '',
    });
  });
});
