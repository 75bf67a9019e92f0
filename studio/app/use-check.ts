import { useEffect, useState } from 'react';
import type { CheckResult } from '../shared/api';
import { postJson } from './api-client';
import type { CheckedText } from './page-problems';

const checkDelay = 150;

/**
 * The build's checks of the text, asked for a moment after each change; an answer to older text is
 * dropped. The last answer stays until the next one (underlines do not blink while typing): it
 * names the text it is for, so that what shows it can tell whether it is current.
 */
export function useCheck(file: string | null, text: string | null): CheckedText | null {
  const [checked, setChecked] = useState<CheckedText | null>(null);
  useEffect(() => {
    if (file === null || text === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      postJson<CheckResult>('check', { file, text }, { signal: controller.signal })
        .then((result) => {
          if (!controller.signal.aborted) setChecked({ file, text, diagnostics: result.diagnostics });
        })
        .catch(() => undefined);
    }, checkDelay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, text]);
  return checked !== null && checked.file === file ? checked : null;
}
