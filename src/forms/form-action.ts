import { site } from '../site';
import { formIds, type FormDefinition } from './form-definition';

type Env = Record<string, string | undefined>;

const variableOf = (id: FormDefinition['id']) => `FORM_ACTION_${id.toUpperCase()}`;

/**
 * Where a form posts: the site setting, unless the build sets FORM_ACTION_<ID> (read when pages
 * are prerendered, so a deployment can point a form at its own form service).
 */
export function formAction(id: FormDefinition['id'], env: Env = process.env): string {
  return env[variableOf(id)] || site.formActions[id];
}

/** Where a form's action comes from, for the build's report: the variable's name or "site settings". */
export function formActionSource(id: FormDefinition['id'], env: Env = process.env): string {
  return env[variableOf(id)] ? variableOf(id) : 'site settings';
}

/** The origins other than the site's own that the forms post to: what CSP `form-action` must allow. */
export function formActionOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const absolute = formIds.map((id) => formAction(id, env)).filter((action) => /^https?:\/\//i.test(action));
  return [...new Set(absolute.map((action) => new URL(action).origin))];
}
