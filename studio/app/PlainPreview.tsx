import { useEffect, useState } from 'react';
import type { PreviewResult } from '../shared/api';
import { postJson } from './api-client';

/** Stands in for helper "editor"'s Preview until it is merged: the dev renderer's page in a frame. */
export function PlainPreview({
  file,
  text,
}: {
  file: string;
  text: string;
  width: 1280 | 768 | 375;
  onSourceLine: (line: number) => void;
}) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      postJson<PreviewResult>('preview', { file, text }, { signal: controller.signal })
        .then((result) => setHtml(result.html))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, text]);
  return <iframe title="Preview" className="plain-preview" srcDoc={html} sandbox="allow-same-origin allow-scripts" />;
}
