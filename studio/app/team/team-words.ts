import type { TeamAuditEntry, TeamChange, TeamRole } from '../../shared/team-api';

/**
 * What the team bar and the publisher's panel say, from the team server's answers: pure, so the
 * words are pinned in `tests/unit/studio/team-words.test.ts`.
 */

/** A time as the reader reads times: their own time zone and language. */
export type TimeWords = (time: Date) => string;

export const localTime: TimeWords = (time) =>
  time.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A time of this year without the year, short enough for the team bar: `29 Nov, 08:40`. */
export const shortLocalTime: TimeWords = (time) =>
  time.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: time.getFullYear() === new Date().getFullYear() ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const roleWords: Record<TeamRole, string> = { writer: 'Writer', publisher: 'Publisher' };

/** The badge's class (`badge-…` in studio.css) and words for where a change stands. */
export interface StateBadge {
  tone: 'draft' | 'review' | 'problems' | 'published' | 'closed';
  words: string;
}

export function stateBadge(change: TeamChange): StateBadge {
  switch (change.state) {
    case 'not submitted':
      return { tone: 'draft', words: 'Not submitted' };
    case 'open':
      return change.approvedBy.length
        ? { tone: 'review', words: `Approved by ${namesOf(change.approvedBy)}, waiting to be published` }
        : { tone: 'review', words: 'Submitted, waiting for review' };
    case 'changes requested':
      return {
        tone: 'problems',
        words: change.requestedBy.length ? `Changes requested by ${namesOf(change.requestedBy)}` : 'Changes requested',
      };
    case 'merged':
      return { tone: 'published', words: 'Published (merged)' };
    case 'closed':
      return { tone: 'closed', words: 'Closed' };
  }
}

/** `a`, `a and b`, `a, b and c`. */
export function namesOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A file as the page list names it: `services/cloud.mdx`, `public/images/x.jpg` as it is. */
export function fileWords(file: string): string {
  return file.replace(/^pages\//, '');
}

/**
 * The change in plain words, no branch: the pages in it and when it started, e.g.
 * `services/cloud.mdx and about.mdx, started 29 Nov 2026, 09:40`.
 */
export function changeSummary(change: TeamChange, time: TimeWords = shortLocalTime): string {
  const started = `started ${time(new Date(change.startedAt))}`;
  // A published change's files are on main, so none differ from it any more.
  if (change.files.length === 0)
    return change.state === 'not submitted'
      ? `${fileWords(change.firstPage)}, nothing saved yet, ${started}`
      : `${fileWords(change.firstPage)}, ${started}`;
  const pages = change.files.filter((file) => file.startsWith('pages/')).map(fileWords);
  const others = change.files.length - pages.length;
  const shown = pages.slice(0, 2);
  const more = pages.length - shown.length + others;
  const moreWords = more === 0 ? '' : ` and ${more} more ${more === 1 ? 'file' : 'files'}`;
  if (shown.length === 0) return `${others} ${others === 1 ? 'file' : 'files'}, ${started}`;
  const named = more === 0 ? namesOf(shown) : shown.join(', ');
  return `${named}${moreWords}, ${started}`;
}

/** Whether the change can be sent (again) for review: not once it is published or closed. */
export function canSubmit(change: TeamChange): boolean {
  return change.state !== 'merged' && change.state !== 'closed';
}

/** The Submit button's words: a submitted change is submitted again with the newer saves. */
export function submitWords(change: TeamChange): string {
  return change.state === 'not submitted' ? 'Submit for review' : 'Submit again';
}

const eventWords: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in refused': 'Sign-in refused',
  'sign-out': 'Signed out',
  refused: 'Refused',
  open: 'Opened',
  opened: 'Opened',
  save: 'Saved',
  saved: 'Saved',
  submit: 'Submitted for review',
  submitted: 'Submitted for review',
  publish: 'Published',
  published: 'Published',
  close: 'Ended their change',
  closed: 'Ended their change',
  new: 'Created a page',
  rename: 'Changed a page’s address',
  photo: 'Added a photo',
};

/** One row of the Activity table. */
export interface AuditRow {
  time: string;
  who: string;
  what: string;
  /** The page, or `Change #12`. */
  about: string;
}

export function auditRow(entry: TeamAuditEntry, time: TimeWords = localTime): AuditRow {
  const known = eventWords[entry.event];
  const what = known ?? entry.event.charAt(0).toUpperCase() + entry.event.slice(1).replaceAll('-', ' ');
  const who = entry.member ? `${entry.member.name} (${roleWords[entry.member.role].toLowerCase()})` : '';
  // A submit's entry names its commit in `file`: a page or photo is a path, a commit is not.
  const page = entry.file?.includes('/') ? fileWords(entry.file) : '';
  const about = [page, entry.pullRequest ? `Change #${entry.pullRequest}` : ''].filter(Boolean).join(', ');
  // A refusal says why; other events' reasons name branches, which are no reader's words.
  const refusal = entry.event === 'refused' || entry.event === 'sign-in refused';
  return {
    time: time(new Date(entry.time)),
    who: who || (entry.address ? `Someone not signed in (${entry.address})` : 'Someone not signed in'),
    what: refusal && entry.reason ? `${what}: ${entry.reason}` : what,
    about,
  };
}
