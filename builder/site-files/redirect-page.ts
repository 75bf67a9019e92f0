import { escapeHtml } from '../../src/layout/escape-html';

/** A static page for an old path: meta refresh, canonical, a visible link, and noindex. */
export function redirectPageHtml(to: string, siteUrl: string): string {
  const href = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>This page has moved</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}"/>`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + to.split('#')[0])}"/>`,
    '<meta name="robots" content="noindex"/>',
    '</head>',
    '<body>',
    `<main><p>This page has moved to <a href="${href}">${href}</a>.</p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The `_redirects` file static hosts read: one `from to 301` line per alias. */
export function redirectsFile(redirects: readonly { from: string; to: string }[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n') + '\n';
}
