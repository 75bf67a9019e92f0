/** Text made safe to place in HTML, inside elements or quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

export const stylePath = '/_studio/team/team.css';

/** The pages' few styles: a file of its own, as the security headers allow no inline style. */
export const teamCss = `body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1b1f24; }
h1 { font-size: 1.5rem; }
.note { color: #4b5563; }
button, .button { font: inherit; padding: 0.4rem 1rem; border: 1px solid #1b1f24; border-radius: 4px; background: #fff; color: inherit; text-decoration: none; cursor: pointer; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${stylePath}">
${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function signedOutPage(): string {
  return page(
    'Signed out of the studio',
    `<h1>You have signed out of the studio</h1>
<p><a class="button" href="/_studio/sign-in">Sign in again</a></p>`,
  );
}

/** A sign-in that did not work: why, and the way back. */
export function signInProblemPage(message: string): string {
  return page(
    'Sign-in did not work',
    `<h1>Sign-in did not work</h1>
<p id="problem">${escapeHtml(message)}</p>
<p><a class="button" href="/_studio/sign-in">Try signing in again</a></p>`,
  );
}
