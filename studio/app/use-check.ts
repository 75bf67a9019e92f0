import { useEffect, useState } from 'react';
import type { CheckResult, Diagnostic } from '../shared/api';
import { postJson } from './api-client';

const checkDelay = 150;

/** The build's checks of the text, asked for a moment after each change; an answer to older text is dropped. */
export function useCheck(file: string | null, text: string | null): Diagnostic[] {
  const [checked, setChecked] = useState<{ file: string; diagnostics: Diagnostic[] } | null>(null);
  useEffect(() => {
    if (file === null || text === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      postJson<CheckResult>('check', { file, text }, { signal: controller.signal })
        .then((result) => {
          if (!controller.signal.aborted) setChecked({ file, diagnostics: result.diagnostics });
        })
        .catch(() => undefined);
    }, checkDelay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, text]);
  // The last answer stays until the next one: underlines do not blink while typing.
  return checked !== null && checked.file === file ? checked.diagnostics : [];
}
