import { createHash } from 'node:crypto';
import type { GitPerson } from './git';

/** Who makes a change: the signed-in member's name and e-mail (their role plays no part here). */
export interface ChangeWriter {
  name: string;
  email: string;
}

/** Where every branch of the studio lives: `studio/<writer>/<change>`. */
export const branchPrefix = 'studio';

/**
 * Lower-case ASCII words joined by `-`, from any Unicode text: `Zoë Ångström` → `zoe-angstrom`.
 * Letters with no ASCII form (Devanagari, Han) drop out; the caller falls back to something else.
 */
export function slugOf(text: string, longest = 40): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, longest)
    .replace(/-+$/, '');
}

/** A short stable key of an e-mail address, for names a person's own words cannot give. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * The writer's part of a branch name: their name as a slug, else their e-mail's local part,
 * else `writer-<key>`, so a name of any script gives a branch git and GitHub take.
 */
export function writerSlug(writer: ChangeWriter): string {
  return (
    slugOf(writer.name) || slugOf(writer.email.split('@')[0] ?? '') || `writer-${emailKey(writer.email).slice(0, 8)}`
  );
}

/** The change's part: the first page's name (its folder's for an `index` page): `pages/services/cloud-services.mdx` → `cloud-services`. */
export function changeSlug(firstPage: string): string {
  const parts = firstPage.replace(/\.[^./]+$/, '').split('/');
  const leaf = parts.at(-1) === 'index' && parts.length > 2 ? parts.at(-2) : parts.at(-1);
  return slugOf(leaf ?? '') || 'change';
}

/** The branch a change is wanted on; `-2`, `-3`… are added by the caller while one is taken. */
export function branchNameFor(writer: ChangeWriter, firstPage: string): string {
  return `${branchPrefix}/${writerSlug(writer)}/${changeSlug(firstPage)}`;
}

/** A message about the writer's name or e-mail, refused before any git runs. */
export class WriterRefusal extends Error {
  override name = 'WriterRefusal';
}

/**
 * The writer as git records them: control characters and `<`/`>` (which would end the name early
 * in a commit's header) taken out of the name; an e-mail that is one address, else refused.
 */
export function gitPersonOf(writer: ChangeWriter): GitPerson {
  const name = writer.name
    // oxlint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const email = writer.email.trim();
  if (!/^[^\s<>@"\\]+@[^\s<>@"\\]+$/.test(email) || email.length > 254)
    throw new WriterRefusal(
      `The sign-in gave the e-mail address ${JSON.stringify(email.slice(0, 80))}, which is not one plain address; ask whoever runs the studio to check the sign-in settings.`,
    );
  return { name: name || email, email };
}
