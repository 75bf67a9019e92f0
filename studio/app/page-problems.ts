import type { Diagnostic } from '../shared/api';

/** What the checks said of one text of the file. */
export interface CheckedText {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
}

/** What the preview shows: the render of one text of the file, and why it failed when it did. */
export interface RenderedText {
  file: string;
  text: string;
  renderError: string | null;
}

export interface PageProblems {
  /** The errors, listed above the preview and counted by the badge. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /**
   * Whether the checks and the preview are both of the text in the editor: until they are, the
   * badge says the page is being checked instead of a count that may belong to older text.
   */
  current: boolean;
}

/**
 * The page's problems for the badge and the list above the preview, from one place, so that the
 * two never disagree: the checks' errors, and the render's own error when the checks found none
 * (a page the checks pass can still fail to render).
 */
export function pageProblems(
  file: string,
  text: string,
  checked: CheckedText | null,
  rendered: RenderedText | null,
): PageProblems {
  const check = checked?.file === file ? checked : null;
  const render = rendered?.file === file ? rendered : null;
  const checkErrors = check?.diagnostics.filter((diagnostic) => diagnostic.severity === 'error') ?? [];
  const renderErrors: Diagnostic[] =
    render?.renderError && checkErrors.length === 0
      ? [{ line: 1, message: render.renderError, severity: 'error' }]
      : [];
  return {
    errors: [...checkErrors, ...renderErrors],
    warnings: check?.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning') ?? [],
    current: check?.text === text && render?.text === text,
  };
}

/** The badge beside the editor's tools: "Checking…", "No problems", "2 problems, 1 warning". */
export function problemsBadge({ errors, warnings, current }: PageProblems): string {
  if (!current) return 'Checking…';
  const parts = [
    errors.length ? `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}` : '',
    warnings.length ? `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No problems';
}
