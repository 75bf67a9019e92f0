import { useEffect, useState } from 'react';
import type { TeamChangeStateName, TeamMe, TeamSubmitRequest } from '../../shared/team-api';
import { messageOf, whenSessionEnds } from '../api-client';
import { ActivityDialog } from './ActivityDialog';
import { PublishDialog } from './PublishDialog';
import { conflictPlan, resolutionOf, type ConflictPlan, type SubmitConflict } from './submit-conflict';
import { SubmitConflictDialogs } from './SubmitConflict';
import { signOut, teamApi } from './team-client';
import { canSubmit, changeSummary, roleWords, stateBadge, submitWords } from './team-words';
import { useTeamChange } from './use-team-change';

interface TeamBarProps {
  me: TeamMe;
  /** Unsaved text in the open page. */
  unsaved: boolean;
  /** Saves the open page; true once it is saved (false: it was not, and the studio says why). */
  saveFirst: () => Promise<boolean>;
  /** Bumped when the studio opened or saved a page: the change may have started or grown. */
  changed: number;
  /** The change was ended: the open page is read again, as the live site has it now. */
  onNewChange: () => void;
}

/** A sentence for the writer; a success names the state the change was in then (see `shownNote`). */
type Note = { ok: boolean; words: string; state?: TeamChangeStateName } | null;

/**
 * "Submitted for review as change #12" is news while the change waits for review, and old news once
 * a reviewer asked for changes or it was published or closed.
 */
function shownNote(note: Note, state: TeamChangeStateName | undefined): string {
  if (!note?.ok) return '';
  return state === note.state || state === 'open' ? note.words : '';
}

/**
 * The team studio's bar under the top bar, in place of the local Changes: the writer's change and
 * where it stands, Submit for review, Start a new change; Publish and Activity for publishers; who
 * is signed in and Sign out.
 */
export function TeamBar({ me, unsaved, saveFirst, changed, onNewChange }: TeamBarProps) {
  const { change, problem, refresh } = useTeamChange(true);
  const [submitting, setSubmitting] = useState(false);
  const [closing, setClosing] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [conflict, setConflict] = useState<{ conflict: SubmitConflict; plan: ConflictPlan } | null>(null);
  const [dialog, setDialog] = useState<'publish' | 'activity' | null>(null);

  const [sessionEnded, setSessionEnded] = useState(false);

  useEffect(() => {
    if (changed > 0) refresh();
  }, [changed, refresh]);

  useEffect(() => whenSessionEnds(() => setSessionEnded(true)), []);

  async function submit(request: TeamSubmitRequest = {}) {
    setNote(null);
    if (unsaved && !(await saveFirst())) {
      setNote({ ok: false, words: 'Your page is not saved, so nothing was submitted. Save it, then submit again.' });
      return;
    }
    setSubmitting(true);
    try {
      let answer = await teamApi.submit(request);
      let plan = answer.status === 'conflict' ? conflictPlan(answer.files) : null;
      // The places git saw overlap merged line by line here with nothing to ask: that merge is submitted, once.
      if (answer.status === 'conflict' && plan?.questions.length === 0) {
        answer = await teamApi.submit(resolutionOf(answer, { texts: plan.texts, keep: {} }));
        plan = answer.status === 'conflict' ? conflictPlan(answer.files) : null;
      }
      if (answer.status === 'submitted') {
        setNote({
          ok: true,
          ...(change && { state: change.state }),
          words: answer.created
            ? `Submitted for review as change #${answer.pullRequest.number}.`
            : `Change #${answer.pullRequest.number} was updated with your newest saves.`,
        });
        refresh();
      } else {
        setNote({ ok: false, words: answer.error });
        if (plan && plan.questions.length > 0) setConflict({ conflict: answer, plan });
      }
    } catch (error) {
      setNote({ ok: false, words: messageOf(error) });
    } finally {
      setSubmitting(false);
    }
  }

  async function startNew() {
    setClosing(true);
    setNote(null);
    try {
      await teamApi.close();
      refresh();
      onNewChange();
    } catch (error) {
      setNote({ ok: false, words: messageOf(error) });
    } finally {
      setClosing(false);
    }
  }

  async function leave() {
    const problem = await signOut();
    if (problem) setNote({ ok: false, words: problem });
  }

  const badge = change ? stateBadge(change) : null;
  const ended = change?.state === 'merged' || change?.state === 'closed';
  return (
    <section className="team-bar" aria-label="Your change">
      <div className="team-change">
        {change === undefined && !problem && <p className="muted">Reading your change…</p>}
        {change === null && <p>Open a page to start a change.</p>}
        {change && badge && (
          <p className="team-change-summary">
            <span className="team-change-label">Your change:</span> {changeSummary(change)}
          </p>
        )}
        {change && badge && (
          <div className="team-change-state">
            <span className={`badge badge-${badge.tone}`} role="status">
              {badge.words}
            </span>
            {change.pullRequest && (
              <a href={change.pullRequest.url} target="_blank" rel="noreferrer">
                See the review on GitHub
              </a>
            )}
            {canSubmit(change) && (
              <button
                type="button"
                className="button button-small button-primary"
                disabled={submitting || conflict !== null || change.files.length === 0}
                title={change.files.length === 0 ? 'Save a page first: there is nothing to submit yet' : undefined}
                onClick={() => void submit()}
              >
                {submitting ? 'Submitting…' : submitWords(change)}
              </button>
            )}
            {ended && (
              <button
                type="button"
                className="button button-small button-primary"
                disabled={closing}
                onClick={() => void startNew()}
              >
                {closing ? 'Starting…' : 'Start a new change'}
              </button>
            )}
            {/* Beside the button that did it, so the bar stays two lines high; errors go below, full width. */}
            <span className="team-note" aria-live="polite">
              {shownNote(note, change?.state)}
            </span>
          </div>
        )}
      </div>
      <div className="team-member">
        {me.role === 'publisher' && (
          <>
            <button type="button" className="button button-small" onClick={() => setDialog('publish')}>
              Publish
            </button>
            <button type="button" className="button button-small" onClick={() => setDialog('activity')}>
              Activity
            </button>
          </>
        )}
        <span className="team-who">
          {me.name} <span className="muted">· {roleWords[me.role]}</span>
        </span>
        <button type="button" className="button button-small" onClick={() => void leave()}>
          Sign out
        </button>
      </div>
      <div className="team-messages" aria-live="polite">
        {submitting && (
          <div className="progress">
            <progress aria-label="Submitting your change" />
            <span>
              Submitting: the review report of your change is being made; this takes up to a minute. You can keep
              writing meanwhile.
            </span>
          </div>
        )}
        {sessionEnded ? (
          <p className="message message-error">
            You are signed out: your session ended. Your unsaved text is kept in this browser.{' '}
            {/* The studio's address sends to sign-in and back here, with the page still open. */}
            <a href={location.href}>Sign in again</a>
          </p>
        ) : (
          problem && <p className="message message-error">{problem}</p>
        )}
        {note && !note.ok && <p className="message message-error">{note.words}</p>}
      </div>
      {conflict && (
        <SubmitConflictDialogs
          key={conflict.conflict.headCommit + conflict.conflict.mainCommit}
          conflict={conflict.conflict}
          plan={conflict.plan}
          onCancel={() => {
            setConflict(null);
            setNote({ ok: false, words: 'Nothing was submitted. Submit again when you are ready to choose.' });
          }}
          onResolved={(request) => {
            setConflict(null);
            void submit(request);
          }}
        />
      )}
      {dialog === 'publish' && <PublishDialog onClose={() => setDialog(null)} onPublished={refresh} />}
      {dialog === 'activity' && <ActivityDialog onClose={() => setDialog(null)} />}
    </section>
  );
}
