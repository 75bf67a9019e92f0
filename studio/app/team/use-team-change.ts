import { useCallback, useEffect, useRef, useState } from 'react';
import type { TeamChange } from '../../shared/team-api';
import { messageOf } from '../api-client';
import { teamApi } from './team-client';

/** How often the writer's change is asked for again: a review on GitHub shows within this. */
const refreshMs = 30_000;

export interface TeamChangeView {
  /** Undefined until the first answer; null before the writer's first page is opened. */
  change: TeamChange | null | undefined;
  problem: string;
  refresh: () => void;
}

/** The writer's change, asked for at start, every 30 s, when the window gets focus back, and on `refresh()`. */
export function useTeamChange(enabled: boolean): TeamChangeView {
  const [change, setChange] = useState<TeamChange | null | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const asking = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    if (!enabled) return;
    // Only the newest question's answer counts: an older one may say what is no longer so.
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    teamApi
      .change(controller.signal)
      .then((answer) => {
        setChange(answer.change);
        setProblem('');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(messageOf(error));
      });
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    refresh();
    const timer = setInterval(refresh, refreshMs);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      asking.current?.abort();
    };
  }, [enabled, refresh]);

  return { change, problem, refresh };
}
