import { formAction, formActionSource } from '../../src/forms/form-action';
import { splitAtSlot } from '../../src/forms/form-problems-slot';
import { forms, problemPagePath, thankYouPath } from '../../src/forms/forms';
import type { RenderedPage } from '../prerender';

/** Thrown when the built site is wrong (form pages missing); its message lists every problem. */
export class SiteCheckError extends Error {
  override name = 'SiteCheckError';
}

/** The pages the built-in form receiver answers with must be in the build. */
export function formPageProblems(rendered: readonly Pick<RenderedPage, 'entry' | 'html'>[]): string[] {
  const problems: string[] = [];
  const pageAt = (path: string) => rendered.find(({ entry }) => entry.path === path);
  for (const form of forms) {
    if (!pageAt(thankYouPath(form.id))) problems.push(`form ${form.id}: no thank-you page at ${thankYouPath(form.id)}`);
  }
  const problemPage = pageAt(problemPagePath);
  if (!problemPage) problems.push(`no form problem page at ${problemPagePath}`);
  else {
    try {
      splitAtSlot(problemPage.html ?? '');
    } catch (error) {
      problems.push(
        `${problemPagePath}: ${error instanceof Error ? error.message : String(error)} (use <FormProblems /> once)`,
      );
    }
  }
  return problems;
}

/** Throws a SiteCheckError when a form page is missing; otherwise logs where each form posts. */
export function checkFormPages(rendered: readonly RenderedPage[], log: (line: string) => void): void {
  const formPagesMissing = formPageProblems(rendered);
  if (formPagesMissing.length) throw new SiteCheckError(`Form pages:\n${formPagesMissing.join('\n')}`);
  for (const form of forms) log(`form ${form.id} posts to ${formAction(form.id)} (${formActionSource(form.id)})`);
}
