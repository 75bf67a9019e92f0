/**
 * The team studio's own endpoints (`npm run studio:team`), beside the studio's (`api.ts`), which it
 * answers too. The browser app asks `GET team/me` first: the local dev server answers 404 there, so
 * the app knows it runs on a writer's own computer and shows the local Publish instead.
 *
 * Every POST to the team studio (the studio's own endpoints too) carries the session's CSRF token
 * from `TeamMe.csrfToken` in the `x-csrf-token` header, or is refused 403.
 */

export const teamApiPath = '/_studio/api/team';
export const teamSignOutPath = '/_studio/sign-out';
/** The page the app goes to once signed out. */
export const teamSignedOutPath = '/_studio/signed-out';
export const teamCsrfHeader = 'x-csrf-token';

export type TeamRole = 'writer' | 'publisher';

/** Where a change stands: on GitHub once submitted. */
export type TeamChangeStateName = 'not submitted' | 'open' | 'changes requested' | 'merged' | 'closed';

/** The signed-in member: `GET team/me`. */
export interface TeamMe {
  name: string;
  email: string;
  role: TeamRole;
  csrfToken: string;
}

/** The writer's open change: `GET team/change`, or `{ change: null }` before their first page is opened. */
export interface TeamChange {
  /** `studio/ada-lovelace/cloud`. */
  branch: string;
  /** The page that started it, `pages/services/cloud.mdx`. */
  firstPage: string;
  startedAt: string;
  /** The files saved in it (against main), `pages/…` and `public/…`. */
  files: string[];
  state: TeamChangeStateName;
  pullRequest?: { number: number; url: string };
  /** GitHub logins whose latest review asked for changes / approved. */
  requestedBy: string[];
  approvedBy: string[];
}

export interface TeamChangeAnswer {
  change: TeamChange | null;
}

/** One file both the writer and main changed in the same place (the conflict dialog's three texts). */
export interface TeamConflictingFile {
  file: string;
  /** The text both started from; null when the file is new on both sides. */
  baseText: string | null;
  /** The writer's text; null when they deleted the file. */
  writerText: string | null;
  /** Main's text; null when main deleted the file. */
  mainText: string | null;
  /** A photo or other file that is not text: the writer keeps theirs or main's, no lines to merge. */
  binary: boolean;
  /** Where each place both changed starts in the writer's text (1-based), as the conflict dialog counts. */
  lines: number[];
}

/** The writer's choice for each conflicting file: a text the conflict dialog merged, or one side kept whole. */
export interface TeamConflictResolution {
  mainCommit: string;
  headCommit: string;
  /** The merged text for each text file. */
  texts: Record<string, string>;
  /** A file kept as one side has it (a photo, or a file one side deleted): `writer` or `main`. */
  keep?: Record<string, 'writer' | 'main'>;
}

/** `POST team/submit` body: empty the first time; after a conflict, the writer's choices. */
export interface TeamSubmitRequest {
  resolution?: TeamConflictResolution;
}

/** A submit that asks the writer: the files both sides changed in the same place. */
export interface TeamSubmitConflict {
  status: 'conflict';
  /** A sentence for the writer. */
  error: string;
  /** Main's commit the texts are from: a resolution names it, so it is merged against what was shown. */
  mainCommit: string;
  /** The writer's commit the texts are from: a save after it makes the resolution stale. */
  headCommit: string;
  files: TeamConflictingFile[];
}

export interface TeamSubmitted {
  status: 'submitted';
  pullRequest: { number: number; url: string };
  /** Whether the pull request was opened now (else its body was updated). */
  created: boolean;
  /** The commit pushed. */
  commit: string;
}

/** `POST team/submit` answers 200 with one of these (a conflict is not an error: it asks the writer). */
export type TeamSubmitAnswer = TeamSubmitted | TeamSubmitConflict;

/** A submitted change waiting for a publisher: `GET team/changes` (publishers). */
export interface TeamSubmittedChange {
  number: number;
  url: string;
  title: string;
  branch: string;
  headCommit: string;
}

export interface TeamSubmittedList {
  changes: TeamSubmittedChange[];
}

/** `POST team/publish` body (publishers): the pull request to merge. */
export interface TeamPublishRequest {
  number: number;
}

export interface TeamPublished {
  published: true;
  number: number;
  /** The merge commit on main. */
  commit: string;
}

/** `POST team/close`: ends a merged or closed change, so the next page opened starts a new one. */
export interface TeamClosed {
  closed: true;
}

/** One line of the audit log: `GET team/audit?last=N` (publishers). */
export interface TeamAuditEntry {
  time: string;
  event: string;
  member?: { email: string; name: string; role: TeamRole };
  address?: string;
  /** The page, or the pull request, the event is about. */
  file?: string;
  pullRequest?: number;
  method?: string;
  path?: string;
  status?: number;
  reason?: string;
}

export interface TeamAudit {
  entries: TeamAuditEntry[];
}
