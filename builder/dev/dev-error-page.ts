import { escapeHtml } from '../../src/layout/escape-html';

/** The page the dev server shows when a page cannot be rendered; it reloads when a file changes. */
export function devErrorPageHtml(message: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Build error</title>',
    '<script type="module" src="/@vite/client"></script>',
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;background:#fff7f7;color:#1f2937}',
    'h1{color:#b91c1c;font-size:1.5rem}pre{white-space:pre-wrap;background:#fff;border:1px solid #fecaca;padding:1rem;border-radius:6px}</style>',
    '</head>',
    '<body><h1>This page could not be built</h1>',
    `<pre>${escapeHtml(message)}</pre>`,
    '<p>Fix the file named above and save: this page reloads by itself.</p></body>',
    '</html>',
  ].join('\n');
}
