import type { TeamMember } from './sessions';

/** Text made safe to place in HTML, inside elements or quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

export const stylePath = '/_studio/team/team.css';
export const scriptPath = '/_studio/team/team.js';

/** The pages' few styles: a file of its own, as the security headers allow no inline style. */
export const teamCss = `body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1b1f24; }
h1 { font-size: 1.5rem; }
.note { color: #4b5563; }
button, .button { font: inherit; padding: 0.4rem 1rem; border: 1px solid #1b1f24; border-radius: 4px; background: #fff; color: inherit; text-decoration: none; cursor: pointer; }
`;

/**
 * The signed-in page's script: Sign out posts with the session's CSRF token (read from the page's
 * meta tag), as every change to the studio must. An external file: the CSP allows no inline script.
 */
export const teamScript = `const button = document.querySelector('#sign-out');
const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
button?.addEventListener('click', async () => {
  button.disabled = true;
  const answer = await fetch('/_studio/sign-out', { method: 'POST', headers: { 'x-csrf-token': token } });
  location.assign(answer.ok ? '/_studio/signed-out' : '/_studio');
});
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

const roleWords: Record<TeamMember['role'], string> = {
  writer: 'Writer: you write pages and submit them for review.',
  publisher: 'Publisher: you write pages, submit them for review, and publish them.',
};

/**
 * The signed-in page: who you are and your role. The editor itself is not served by the team
 * studio yet (issue 45, items 4 to 6: a worktree per writer, submit and publish, previews).
 */
export function memberPage(member: TeamMember, csrfToken: string): string {
  return page(
    'Studio',
    `<h1>Studio</h1>
<p>Signed in as <strong id="member-name">${escapeHtml(member.name)}</strong> (<span id="member-email">${escapeHtml(member.email)}</span>).</p>
<p id="member-role" data-role="${member.role}">${escapeHtml(roleWords[member.role])}</p>
<p class="note">Editing pages here is not ready yet: for now, this page only shows who you are signed in as.</p>
<p><button type="button" id="sign-out">Sign out</button></p>`,
    `<meta name="csrf-token" content="${escapeHtml(csrfToken)}">
<script type="module" src="${scriptPath}"></script>
`,
  );
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
