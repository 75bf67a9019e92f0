import { site } from '../site';
import type { FormDefinition } from './form-definition';

/**
 * Where a form posts: the site setting, unless the build sets FORM_ACTION_<ID> (read when pages
 * are prerendered, so a deployment can point a form at its own form service).
 */
export function formAction(id: FormDefinition['id'], env: Record<string, string | undefined> = process.env): string {
  return env[`FORM_ACTION_${id.toUpperCase()}`] || site.formActions[id];
}
