import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Diagnostic, FileDraft, PreviewResult } from '../../shared/api';
import { messageOf, postJson } from '../api-client';
import { inFormWords } from '../form/field-errors';
import { elementOf, headStyles, sourceLineOf, swapBody } from './preview-document';
import type { RenderedText } from '../page-problems';
import { recordPreviewShown } from './preview-timings';
import './preview.css';

export type PreviewWidth = 1280 | 768 | 375;

export interface PreviewProps {
  /** The open file, `pages/services/cloud.mdx`. */
  file: string;
  /** Its unsaved text. */
  text: string;
  /** The page's errors (`pageProblems`: the checks', or the render's own), listed above the preview. */
  problems: Diagnostic[];
  /** Told of each render shown: which text, and why it failed when it did. */
  onRendered: (rendered: RenderedText) => void;
  /** The width the page is rendered at; the buttons above the preview change it. */
  width: PreviewWidth;
  /** Told when the copywriter picks a width (the preview keeps its own choice when not given). */
  onWidthChange?: (width: PreviewWidth) => void;
  /** Whether the preview is enlarged over the text, and how to change it (no button when not given). */
  large?: boolean;
  onLargeChange?: (large: boolean) => void;
  /** A click in the preview, or on a problem above it: the source line it came from. */
  onSourceLine: (line: number) => void;
}

const widths: { width: PreviewWidth; label: string }[] = [
  { width: 1280, label: 'Desktop 1280' },
  { width: 768, label: 'Tablet 768' },
  { width: 375, label: 'Phone 375' },
];

/** How long typing must pause before the page is rendered again (a page just opened renders at once). */
const pauseMs = 80;

function requestPreview(draft: FileDraft, signal: AbortSignal): Promise<PreviewResult> {
  return postJson<PreviewResult>('preview', draft, { signal });
}

function problemCount(count: number): string {
  return count === 1 ? 'This page has 1 problem' : `This page has ${count} problems`;
}

/**
 * The page as the dev renderer renders it from the unsaved text, in an iframe titled "Preview".
 * The first answer loads through `srcdoc`; later ones swap the body in place, so the scroll position
 * stays and the CSS is not loaded again (nothing flickers). When the head's styles change the
 * document is loaded again, at the same scroll position.
 */
export function Preview({
  file,
  text,
  problems,
  onRendered,
  width: initialWidth,
  onWidthChange,
  onSourceLine,
  large = false,
  onLargeChange,
}: PreviewProps) {
  const [chosenWidth, setChosenWidth] = useState<PreviewWidth>(initialWidth);
  const width = onWidthChange ? initialWidth : chosenWidth;
  const [failure, setFailure] = useState<string | null>(null);
  // The file whose page the iframe shows: until the chosen file's first answer arrives, the previous
  // page is hidden behind a notice, never shown as if it were the chosen one.
  const [shownFile, setShownFile] = useState<string | null>(null);
  const [pane, setPane] = useState({ width: 0, height: 0 });
  const paneRef = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const sourceLine = useRef(onSourceLine);
  const rendered = useRef(onRendered);
  useLayoutEffect(() => {
    sourceLine.current = onSourceLine;
    rendered.current = onRendered;
  });
  // What the iframe shows: for which file, with which head styles, and the scroll to restore on load.
  const shown = useRef<{ file: string; styles: string } | null>(null);
  const pendingLoad = useRef<{ version: number; sentAt: number; rendered: RenderedText } | null>(null);
  // Where the copywriter last scrolled the page to: a load in between (an error page, which cannot
  // scroll) must not lose it.
  const scrollMemory = useRef(0);
  const latestHtml = useRef<string | null>(null);
  const version = useRef(0);

  useEffect(() => {
    const element = paneRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      setPane({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /**
   * Puts a render in the iframe; the render counts as shown (`onRendered`, `shownFile`) only once
   * the iframe shows it: at once for a swapped body, after the load for a new document, which
   * leaves the old one in view until then.
   */
  const show = useCallback((result: PreviewResult, forRender: RenderedText, sentAt: number) => {
    const iframe = frame.current;
    if (!iframe) return;
    const forFile = forRender.file;
    const next = new DOMParser().parseFromString(result.html, 'text/html');
    const styles = headStyles(next);
    const current = iframe.contentDocument;
    const number = ++version.current;
    latestHtml.current = result.html;
    if (shown.current?.file === forFile && shown.current.styles === styles && current?.body && !pendingLoad.current) {
      swapBody(current, next);
      recordPreviewShown(iframe, number, sentAt);
      setShownFile(forFile);
      rendered.current(forRender);
    } else {
      if (shown.current?.file !== forFile) scrollMemory.current = 0;
      pendingLoad.current = { version: number, sentAt, rendered: forRender };
      iframe.srcdoc = result.html;
    }
    shown.current = { file: forFile, styles };
  }, []);

  const lastFile = useRef<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const opened = lastFile.current !== file;
    lastFile.current = file;
    const timer = setTimeout(
      () => {
        const sentAt = performance.now();
        requestPreview({ file, text }, controller.signal).then(
          (result) => {
            if (controller.signal.aborted) return;
            setFailure(null);
            show(result, { file, text, renderError: result.renderError ?? null }, sentAt);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setFailure(messageOf(error));
          },
        );
      },
      opened ? 0 : pauseMs,
    );
    // A newer text or file drops the older request, and any answer it would still get.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, text, show]);

  const loaded = useCallback(() => {
    const iframe = frame.current;
    const doc = iframe?.contentDocument;
    if (!iframe || !doc) return;
    doc.addEventListener(
      'click',
      (event) => {
        const target = elementOf(event.target);
        if (!target) return;
        // The preview is for reading and placing the cursor: links do not leave the page.
        if (target.closest('a')) event.preventDefault();
        const line = sourceLineOf(target);
        if (line !== null && Number.isFinite(line)) sourceLine.current(line);
      },
      true,
    );
    doc.addEventListener('submit', (event) => event.preventDefault(), true);
    const view = iframe.contentWindow;
    const pending = pendingLoad.current;
    pendingLoad.current = null;
    if (pending) {
      recordPreviewShown(iframe, pending.version, pending.sentAt);
      setShownFile(pending.rendered.file);
      rendered.current(pending.rendered);
    } else if (latestHtml.current !== null && iframe.srcdoc !== latestHtml.current) {
      // Reloaded by itself (Vite's reload connection) from an older srcdoc: show the latest text.
      swapBody(doc, new DOMParser().parseFromString(latestHtml.current, 'text/html'));
    }
    // The new document may grow after its load (its CSS arrives by script in the dev server): the
    // remembered place is scrolled to again as it grows, until it is reached or the copywriter
    // scrolls (wheel, touch, keys, a click), however long a busy machine takes to style the page;
    // the clamped scrolls on the way there are not taken for the copywriter's.
    // A document scrolled before its load event (the copywriter, or a script, did so while its
    // styles or fonts came) holds the copywriter's place now: it is remembered, not scrolled back.
    if (view && view.scrollY > 0) scrollMemory.current = view.scrollY;
    const target = scrollMemory.current;
    let restoring = target > 0 && view?.scrollY !== target;
    const restore = () => {
      if (!restoring || !view) return;
      view.scrollTo(0, target);
      if (Math.abs(view.scrollY - target) < 2) stopRestoring();
    };
    // The frame's own ResizeObserver, for an element of the frame's document.
    const growth = view ? new (view as unknown as typeof globalThis).ResizeObserver(restore) : null;
    const copywriterScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    function stopRestoring() {
      restoring = false;
      growth?.disconnect();
      for (const type of copywriterScrolls) view?.removeEventListener(type, stopRestoring, true);
    }
    if (restoring) {
      growth?.observe(doc.documentElement);
      for (const type of copywriterScrolls) view?.addEventListener(type, stopRestoring, true);
    }
    restore();
    // Where this document is scrolled to, as the copywriter's place: not a document on its way out
    // while the next one loads (it may be reset to the top), and not an error page, too short to scroll.
    const remember = () => {
      if (!view || restoring || pendingLoad.current) return;
      if (doc.documentElement.scrollHeight > (view.innerHeight || 0)) scrollMemory.current = view.scrollY;
    };
    view?.addEventListener('scroll', () => {
      if (iframe.contentDocument === doc) remember();
    });
    // A reload by Vite's client can take the document away before the scroll event of the
    // copywriter's last scroll is dispatched (it comes with the next frame): its place is read as
    // the document leaves too.
    view?.addEventListener('pagehide', remember);
  }, []);

  const scale = pane.width > 0 && pane.width < width ? pane.width / width : 1;
  const errors = problems.length;

  return (
    <div className="studio-preview">
      <div className="studio-preview-bar">
        <div role="group" aria-label="Preview width" className="studio-preview-widths">
          {widths.map((option) => (
            <button
              key={option.width}
              type="button"
              aria-pressed={width === option.width}
              onClick={() => (onWidthChange ? onWidthChange(option.width) : setChosenWidth(option.width))}
            >
              {option.label}
            </button>
          ))}
        </div>
        {scale < 1 ? <span className="studio-preview-scale">Shown at {Math.round(scale * 100)}%</span> : null}
        {onLargeChange ? (
          <button
            type="button"
            className="studio-preview-enlarge"
            aria-pressed={large}
            onClick={() => onLargeChange(!large)}
          >
            {large ? 'Back to the text' : 'Enlarge preview'}
          </button>
        ) : null}
      </div>
      {failure ? (
        <p className="studio-preview-failure" role="alert">
          {failure}
        </p>
      ) : null}
      {errors ? (
        <div className="studio-preview-problems" role="status">
          <p>{problemCount(errors)}; the preview shows it as it renders now.</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={`${problem.line}:${problem.column ?? 0}:${index}`}>
                <button type="button" onClick={() => onSourceLine(problem.line)}>
                  <span className="studio-preview-line">Line {problem.line}</span> {inFormWords(problem.message)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div ref={paneRef} className="studio-preview-pane" aria-busy={shownFile !== file}>
        {shownFile !== file ? (
          <p className="studio-preview-opening" role="status">
            {failure ? 'The page could not be shown.' : `Opening ${file.replace(/^pages\//, '')}…`}
          </p>
        ) : null}
        <iframe
          ref={frame}
          title="Preview"
          onLoad={loaded}
          style={{
            visibility: shownFile === file ? undefined : 'hidden',
            width: `${width}px`,
            height: `${pane.height > 0 ? pane.height / scale : 800}px`,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
        />
      </div>
    </div>
  );
}
