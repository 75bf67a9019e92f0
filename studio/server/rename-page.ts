import { posix } from 'node:path';
import type { z } from 'zod';
import type {
  PathReference,
  RenameRequest,
  RenameResult,
  UpdatedReferences,
  UpdateReferencesRequest,
} from '../shared/api';
import { readFrontmatter, setFrontmatterField, setYamlField, type FieldPath } from '../shared/frontmatter-edit';
import { WorkspaceRefusal, type WorkspaceAccess } from './workspace-access';
import type { Site } from '../../content/read-site';
import { placeOf } from '../../content/component-checks/check-component-use';
import { componentUsesOf } from '../../content/component-checks/page-components';
import { pageMdxTree } from '../../content/component-checks/page-mdx-tree';
import { urlFields } from '../../content/links/frontmatter-links';
import { linkValueKind } from '../../content/links/link-props';
import { linksInMdx } from '../../content/links/mdx-links';
import type { SourceLink } from '../../content/links/source-link';
import { fileEntries } from '../../content/navigation/file-entries';
import { navigationFileName, navigationSchema } from '../../content/navigation/navigation-schema';
import { componentSchemas } from '../../src/mdx-component-props';
import type { MdxComponentName } from '../../src/mdx-component-names';
import { collections } from '../../src/shared/collections';
import { pageKinds, type PageKindName } from '../../src/shared/page-kinds';
import { isRelativePhoto } from '../../src/shared/photos/photo-set';
import { namedPages } from '../../src/shared/reference';
import { normalisePathname, routePathOf } from '../../src/shared/route-path';
import { languages, schemaFor, sitePath } from '../../src/shared/schema';

/**
 * The component schemas as this process loaded them, kept at start: the dev server swaps the
 * entries of `componentSchemas` for the copies Vite loads (`builder/dev/live-component-list.ts`),
 * whose zod classes and tags the walkers here do not recognise.
 */
const nodeComponentSchemas: Partial<Record<MdxComponentName, z.ZodObject>> = { ...componentSchemas };

/**
 * Renaming a page (moving it to a new path) and then updating every place that names its old
 * path. The places are found by the build's own finders: the links of a page's MDX
 * (`linksInMdx`), the URL fields of frontmatter (`urlFields`), the `reference()` fields and props
 * (`namedPages` over the page's and the components' schemas), the navigation file's entries
 * (`fileEntries`). All file access goes through the WorkspaceAccess.
 */

const pagesPrefix = 'pages/';
const navigationFile = `${pagesPrefix}${navigationFileName}`;

/** How a place names the page: by its path (links, menu entries, path references) or by a kind's name (`industry: banking`). */
type Naming = { by: 'path' } | { by: 'name'; kind: PageKindName };

/** A place naming the old path, with what Update all changes there. */
interface FoundReference extends PathReference {
  naming: Naming;
  /** Where the text is rewritten: an exact span of a page's body, or a field of the YAML. */
  change: { offset: number; length: number } | { field: FieldPath; value: string; yaml: 'frontmatter' | 'data' };
}

/** The files a rename reads and writes: pages, the navigation and item data files, by API name. */
type Texts = Map<string, string>;

async function readTexts(workspace: WorkspaceAccess): Promise<Texts> {
  const files = (await workspace.list('pages')).filter(
    (file) => file.endsWith('.mdx') || (file.endsWith('.yaml') && (file === navigationFile || !/\/_/.test(file))),
  );
  return new Map(await Promise.all(files.map(async (file) => [file, await workspace.readText(file)] as const)));
}

function relativeToPages(file: string): string {
  return file.slice(pagesPrefix.length);
}

/** Whether a written URL leads to the page at `path` (`/services/cloud`, `/services/cloud/#pricing`). */
function leadsTo(url: string, path: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && normalisePathname(url) === path;
}

function offsetOfPlace(text: string, line: number, column: number): number {
  let offset = 0;
  for (let i = 1; i < line; i++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

function placeOfOffset(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Where, from `from` on, the path is written as a whole (not inside a longer path or another word). */
function pathOffset(text: string, path: string, from: number): number {
  for (let at = text.indexOf(path, from); at !== -1; at = text.indexOf(path, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text.slice(at + path.length, at + path.length + 2);
    if (/[\w./-]/.test(before) || /^[\w-]/.test(after) || /^\/\w/.test(after)) continue;
    return at;
  }
  return -1;
}

/** Where, from `from` on, a name is written as a string of its own: `'banking'`, `"banking"`. */
function quotedOffset(text: string, name: string, from: number): number {
  const match = new RegExp(`(["'\`])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
  match.lastIndex = from;
  const found = match.exec(text);
  return found ? found.index + 1 : -1;
}

/** A place in a body: `written` is the whole text there (`/services/cloud#pricing`), `length` how much of it names the page. */
function spanReference(
  file: string,
  text: string,
  offset: number,
  { written, length, kind, naming }: { written: string; length: number; kind: string; naming: Naming },
): FoundReference {
  return { file, ...placeOfOffset(text, offset), kind, text: written, naming, change: { offset, length } };
}

/** The links of a page's body leading to the old path: Markdown links and definitions, link props, links in object props. */
function bodyLinks(file: string, text: string, oldPath: string, links: readonly SourceLink[]): FoundReference[] {
  return links.flatMap((link) => {
    if (link.kind !== 'any' || !leadsTo(link.url, oldPath)) return [];
    const offset = pathOffset(text, oldPath, offsetOfPlace(text, link.line, link.column));
    if (offset === -1) return [];
    return [
      spanReference(file, text, offset, {
        written: link.url,
        length: oldPath.length,
        kind: 'link',
        naming: { by: 'path' },
      }),
    ];
  });
}

/** The props of the site's components that name the page (`<PageCards paths={['/services/cloud']}>`). */
function componentProps(
  file: string,
  text: string,
  oldPath: string,
  tree: ReturnType<typeof pageMdxTree>,
): FoundReference[] {
  const found: FoundReference[] = [];
  for (const use of componentUsesOf(tree)) {
    const schema = nodeComponentSchemas[use.name as MdxComponentName];
    if (!schema) continue;
    for (const prop of use.props) {
      const field = schema.shape[prop.name] as z.ZodType | undefined;
      if (!field || !prop.literal) continue;
      for (const named of namedPages(field, prop.literal.value, [prop.name])) {
        if (pageKinds[named.kind].pathOf(named.name) !== oldPath) continue;
        const place = placeOf(prop, named.path);
        const offset = quotedOffset(text, named.name, offsetOfPlace(text, place.line, place.column));
        if (offset === -1) continue;
        const naming: Naming =
          pageKinds[named.kind].namedBy === 'path' ? { by: 'path' } : { by: 'name', kind: named.kind };
        found.push(
          spanReference(file, text, offset, {
            written: named.name,
            length: named.name.length,
            kind: `${use.name} ${prop.name}`,
            naming,
          }),
        );
      }
    }
  }
  return found;
}

/** A field of some YAML naming the page, placed on its line. */
function fieldReference(
  file: string,
  text: string,
  yaml: 'frontmatter' | 'data',
  field: FieldPath,
  written: string,
  kind: string,
  naming: Naming,
): FoundReference {
  // A data file is read as the frontmatter of an empty page, as the build reads it (content/data-file.ts).
  const line =
    yaml === 'frontmatter'
      ? readFrontmatter(text).lineOfField(field)
      : readFrontmatter(`---\n${text}---\n`).lineOfField(field);
  const fileLine = line === null ? 1 : yaml === 'frontmatter' ? line : line - 1;
  const lineText = text.split('\n')[fileLine - 1] ?? '';
  const column = Math.max(0, lineText.indexOf(written)) + 1;
  return { file, line: fileLine, column, kind, text: written, naming, change: { field, value: written, yaml } };
}

/** The frontmatter fields naming the page: `reference()` fields by name or path, URL fields by path. */
function frontmatterReferences(file: string, text: string, oldPath: string): FoundReference[] {
  const { data } = readFrontmatter(text);
  const found: FoundReference[] = [];
  const schema = schemaFor(relativeToPages(file), collections);
  for (const named of namedPages(schema, data)) {
    if (pageKinds[named.kind].pathOf(named.name) !== oldPath) continue;
    const naming: Naming = pageKinds[named.kind].namedBy === 'path' ? { by: 'path' } : { by: 'name', kind: named.kind };
    found.push(fieldReference(file, text, 'frontmatter', named.path, named.name, String(named.path[0]), naming));
  }
  // Aliases are this page's own old paths, not links to another.
  const fields = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'aliases'));
  for (const { path, url, name } of urlFields(fields)) {
    if (linkValueKind(name, url) !== 'any' || !leadsTo(url, oldPath)) continue;
    if (found.some((reference) => 'field' in reference.change && reference.change.field.join('.') === path.join('.')))
      continue;
    found.push(fieldReference(file, text, 'frontmatter', path, url, String(path[0]), { by: 'path' }));
  }
  return found;
}

/** The navigation file's menu entries for the page. */
function menuReferences(text: string, oldPath: string): FoundReference[] {
  const parsed = navigationSchema.safeParse(readFrontmatter(`---\n${text}---\n`).data);
  if (!parsed.success) return [];
  return fileEntries(parsed.data)
    .filter(({ entry }) => leadsTo(entry.page, oldPath))
    .map(({ entry, path }) =>
      fieldReference(navigationFile, text, 'data', [...path, 'page'], entry.page, 'menu entry', { by: 'path' }),
    );
}

/** The link fields of `.yaml` items (news and events without a page of their own). */
function itemReferences(file: string, text: string, oldPath: string): FoundReference[] {
  const { data } = readFrontmatter(`---\n${text}---\n`);
  return [...urlFields(data)]
    .filter(({ url, name }) => linkValueKind(name, url) === 'any' && leadsTo(url, oldPath))
    .map(({ path, url }) => fieldReference(file, text, 'data', path, url, String(path[0]), { by: 'path' }));
}

function findReferences(texts: Texts, oldPath: string): FoundReference[] {
  const found: FoundReference[] = [];
  for (const [file, text] of texts) {
    if (file === navigationFile) found.push(...menuReferences(text, oldPath));
    else if (file.endsWith('.yaml')) found.push(...itemReferences(file, text, oldPath));
    else {
      found.push(...frontmatterReferences(file, text, oldPath));
      // Most pages never name the page: only those that write its path or its last part are parsed.
      if (!text.includes(oldPath.slice(oldPath.lastIndexOf('/') + 1))) continue;
      let tree: ReturnType<typeof pageMdxTree>;
      try {
        tree = pageMdxTree(text);
      } catch {
        // A page whose MDX does not parse shows its own error; its links are found once it is fixed.
        continue;
      }
      const spans = [...bodyLinks(file, text, oldPath, linksInMdx(text)), ...componentProps(file, text, oldPath, tree)];
      // A link prop that is also a page reference is one place.
      const offsets = new Set<number>();
      for (const reference of spans) {
        const { offset } = reference.change as { offset: number };
        if (!offsets.has(offset)) found.push(reference);
        offsets.add(offset);
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

function publicReference({ file, line, column, kind, text }: FoundReference): PathReference {
  return { file, line, column, kind, text };
}

/**
 * Every place in `texts` (file → text, by API name: the pages, `pages/_navigation.yaml`, item
 * files) still naming `oldPath`: links, menu entries, frontmatter references and component props.
 */
export function pathReferences(texts: ReadonlyMap<string, string>, oldPath: string): PathReference[] {
  return findReferences(new Map(texts), oldPath).map(publicReference);
}

/** Every path a page or its aliases claims, with the file claiming it. */
function claimedPaths(texts: Texts, site: Site): Map<string, { file: string; alias: boolean }> {
  const claimed = new Map<string, { file: string; alias: boolean }>();
  for (const page of site.pages) claimed.set(page.path, { file: `${pagesPrefix}${page.file}`, alias: false });
  for (const [file, text] of texts) {
    if (!file.endsWith('.mdx')) continue;
    const path = routePathOf(relativeToPages(file));
    if (path !== null) claimed.set(path, { file, alias: false });
    for (const alias of aliasesOf(text)) if (!claimed.has(alias.path)) claimed.set(alias.path, { file, alias: true });
  }
  return claimed;
}

type Alias = string | { path: string; anchor?: string };

function aliasesOf(text: string): { path: string; written: Alias }[] {
  const aliases = readFrontmatter(text).data.aliases;
  if (!Array.isArray(aliases)) return [];
  return aliases.flatMap((alias: unknown) => {
    if (typeof alias === 'string') return [{ path: alias, written: alias }];
    if (typeof alias === 'object' && alias !== null && typeof (alias as { path?: unknown }).path === 'string')
      return [{ path: (alias as { path: string }).path, written: alias as Alias }];
    return [];
  });
}

/** Photos the page names beside itself (`./team.jpg`), as files of the pages folder, and whether any is elsewhere. */
function pagePhotos(file: string, text: string): { beside: string[]; elsewhere: boolean } {
  let links: SourceLink[];
  try {
    links = linksInMdx(text);
  } catch {
    return { beside: [], elsewhere: false };
  }
  const folder = posix.dirname(file);
  const beside = new Set<string>();
  let elsewhere = false;
  for (const link of links) {
    if (link.kind !== 'file' || !isRelativePhoto(link.url)) continue;
    const photo = posix.join(folder, link.url.split(/[?#]/)[0]);
    if (posix.dirname(photo) === folder) beside.add(photo);
    else elsewhere = true;
  }
  return { beside: [...beside], elsewhere };
}

/** The new name a reference takes: the path with its anchor kept, or the kind's name for the new path. */
function renamed(reference: FoundReference, oldPath: string, newPath: string): string | null {
  if (reference.naming.by === 'name') return pageKinds[reference.naming.kind].nameOf(newPath);
  return newPath + reference.text.slice(oldPath.length);
}

function describeKind(kind: PageKindName): string {
  return pageKinds[kind].noun;
}

/** One page file going to a new path: the page renamed, or one of its translations. */
interface PageMove {
  file: string;
  newFile: string;
  oldPath: string;
  newPath: string;
  text: string;
}

/** Refuses a new path another page or alias holds, or whose file exists. */
async function refuseTaken(
  workspace: WorkspaceAccess,
  claimed: ReturnType<typeof claimedPaths>,
  { file, newFile, newPath }: PageMove,
): Promise<void> {
  const claim = claimed.get(newPath);
  if (claim && claim.file !== file)
    throw new WorkspaceRefusal(
      409,
      claim.alias
        ? `${newPath} is taken: it is an old address of ${claim.file} (in its aliases), which redirects there. Choose another address.`
        : `${newPath} is taken: it is the address of ${claim.file}. Choose another address.`,
    );
  if (await workspace.exists(newFile))
    throw new WorkspaceRefusal(409, `${newFile} already exists. Choose another address.`);
}

/**
 * The photos beside a page that go with it to a new folder (none when the folder stays): moved
 * when only it shows them, copied when another page of its folder does too.
 */
function photoMoves(
  texts: Texts,
  { file, newFile, text, oldPath }: PageMove,
): { from: string; to: string; shared: boolean }[] {
  if (posix.dirname(file) === posix.dirname(newFile)) return [];
  const photos = pagePhotos(file, text);
  if (photos.elsewhere)
    throw new WorkspaceRefusal(
      422,
      `${file} shows photos from another folder by a relative path (../ or a subfolder), which would break in a new folder: keep the page in ${posix.dirname(oldPath)}/, or ask a developer.`,
    );
  return photos.beside.map((photo) => ({
    from: photo,
    to: posix.join(posix.dirname(newFile), posix.basename(photo)),
    shared: [...texts].some(
      ([other, otherText]) =>
        other !== file &&
        posix.dirname(other) === posix.dirname(file) &&
        otherText.includes(posix.basename(photo)) &&
        pagePhotos(other, otherText).beside.includes(photo),
    ),
  }));
}

/** The page's text with its old path in its aliases (and the new path, if it was one, out of them). */
function withOldPathAliased({ text, oldPath, newPath }: PageMove): string {
  const kept = aliasesOf(text)
    .filter((alias) => alias.path !== newPath)
    .map((alias) => alias.written);
  return setFrontmatterField(text, ['aliases'], kept.includes(oldPath) ? kept : [...kept, oldPath]);
}

/**
 * Moves a page to `newPath`: its file to where that path's file goes, the photos beside it with
 * it (moved when only it uses them, copied when other pages do too), and its old path into its
 * `aliases`, so the old address keeps working. Refuses a path that is not a site path or is taken,
 * the front page of a folder (its folder's pages would have to move too), and a move that would
 * change the page's kind (a case study out of /case-studies: its fields would change) or leave
 * pages naming it by a name the new path cannot have (`industry: banking` names only pages
 * directly in /industries). Answers every place still naming the old path.
 */
export async function renamePage(
  workspace: WorkspaceAccess,
  site: Site,
  request: RenameRequest,
): Promise<RenameResult> {
  const { file, newPath } = request;
  if (!file.startsWith(pagesPrefix) || !file.endsWith('.mdx'))
    throw new WorkspaceRefusal(400, `${file} is not a page: only .mdx files under pages/ have an address to change.`);
  const relativeFile = relativeToPages(file);
  const oldPath = routePathOf(relativeFile);
  if (oldPath === null)
    throw new WorkspaceRefusal(
      422,
      `${file} is not a page of the site (a name starting with _ is a part of other pages), so it has no address to change.`,
    );
  if (!sitePath.safeParse(newPath).success)
    throw new WorkspaceRefusal(
      422,
      `${newPath} cannot be an address: write it from the site's root, in lower-case letters, digits and hyphens, with / between the parts, such as /services/cloud-platform.`,
    );
  if (newPath === oldPath) throw new WorkspaceRefusal(422, `The page is already at ${newPath}.`);
  if (posix.basename(relativeFile) === 'index.mdx')
    throw new WorkspaceRefusal(
      422,
      `${file} is the front page of its folder, ${oldPath}: changing its address would move every page in that folder, which the studio does not do. Ask a developer to move the folder.`,
    );

  const texts = await readTexts(workspace);
  const text = texts.get(file);
  if (text === undefined)
    throw new WorkspaceRefusal(404, `There is no page ${file}: it may have been moved or deleted.`);
  const claimed = claimedPaths(texts, site);
  const newFile = `${pagesPrefix}${newPath.slice(1)}.mdx`;
  // Its translations (`pages/hi/about-us.mdx` of `pages/about-us.mdx`) go where the new path's translations go.
  const moves: PageMove[] = [
    { file, newFile, oldPath, newPath, text },
    ...languages
      .filter((lang) => lang !== 'en')
      .flatMap((lang) => {
        const translation = `${pagesPrefix}${lang}/${relativeFile}`;
        const translationText = texts.get(translation);
        return translationText === undefined
          ? []
          : [
              {
                file: translation,
                newFile: `${pagesPrefix}${lang}${newPath}.mdx`,
                oldPath: `/${lang}${oldPath}`,
                newPath: `/${lang}${newPath}`,
                text: translationText,
              },
            ];
      }),
  ];
  for (const move of moves) await refuseTaken(workspace, claimed, move);
  if (schemaFor(relativeFile, collections) !== schemaFor(relativeToPages(newFile), collections)) {
    const folder = posix.dirname(oldPath);
    throw new WorkspaceRefusal(
      422,
      `The pages in ${folder} have fields of their own, and a page at ${newPath} would have other fields: keep the page directly in ${folder}/, or make a new page of the other kind.`,
    );
  }
  const unnamable = findReferences(texts, oldPath).filter((reference) => renamed(reference, oldPath, newPath) === null);
  if (unnamable.length > 0) {
    const { naming } = unnamable[0];
    const kind = naming.by === 'name' ? naming.kind : 'pages';
    const places = unnamable
      .slice(0, 5)
      .map((reference) => `${reference.file} line ${reference.line}`)
      .join(', ');
    throw new WorkspaceRefusal(
      422,
      `Other pages name this page as a ${describeKind(kind)} (${places}), which only a page directly in ${posix.dirname(oldPath)}/ can be: keep it there, or change those pages first.`,
    );
  }

  const plans = moves.map((move) => ({ move, photos: photoMoves(texts, move) }));
  for (const { move, photos } of plans)
    for (const photo of photos)
      if (await workspace.exists(photo.to))
        throw new WorkspaceRefusal(
          409,
          `${photo.to} already exists, and ${move.file} takes its photo ${photo.from} along: rename one of the two photos first.`,
        );

  const moved: string[] = [];
  for (const { move, photos } of plans) {
    const newText = withOldPathAliased(move);
    await workspace.move(move.file, move.newFile);
    await workspace.write(move.newFile, newText);
    for (const photo of photos) {
      if (photo.shared) await workspace.create(photo.to, await workspace.read(photo.from));
      else await workspace.move(photo.from, photo.to);
      moved.push(photo.to);
    }
    texts.delete(move.file);
    texts.set(move.newFile, newText);
  }
  return {
    file: newFile,
    moved,
    references: moves.flatMap((move) => findReferences(texts, move.oldPath).map(publicReference)),
  };
}

/**
 * Rewrites every place naming `oldPath` to `newPath` (anchors kept; a reference by name takes the
 * new page's name): body text by its exact span, YAML fields through `setFrontmatterField` and
 * `setYamlField`, so nothing else in a file changes. Answers the files changed.
 */
export async function updateReferences(
  workspace: WorkspaceAccess,
  site: Site,
  request: UpdateReferencesRequest,
): Promise<UpdatedReferences> {
  const { oldPath, newPath } = request;
  const texts = await readTexts(workspace);
  const pagePaths = new Set([
    ...site.pages.map((page) => page.path),
    ...[...texts.keys()].map((file) => (file.endsWith('.mdx') ? routePathOf(relativeToPages(file)) : null)),
  ]);
  if (!pagePaths.has(newPath))
    throw new WorkspaceRefusal(
      422,
      `No page has the address ${newPath}: change the page's address first, then update the links to it.`,
    );
  // The translations moved with the page (`/hi/about-us` to `/hi/about-company`) are updated too.
  const renames = [
    { oldPath, newPath },
    ...languages
      .filter((lang) => lang !== 'en' && pagePaths.has(`/${lang}${newPath}`))
      .map((lang) => ({ oldPath: `/${lang}${oldPath}`, newPath: `/${lang}${newPath}` })),
  ];
  const byFile = new Map<string, { reference: FoundReference; oldPath: string; newPath: string }[]>();
  for (const rename of renames)
    for (const reference of findReferences(texts, rename.oldPath)) {
      if (renamed(reference, rename.oldPath, rename.newPath) === null) continue;
      byFile.set(reference.file, [...(byFile.get(reference.file) ?? []), { reference, ...rename }]);
    }
  const changed: string[] = [];
  for (const [file, places] of byFile) {
    let text = texts.get(file)!;
    // Spans first, from the end, so the offsets found stay true; fields are found again by their path.
    const spans = places.flatMap((place) =>
      'offset' in place.reference.change ? [{ ...place, span: place.reference.change }] : [],
    );
    spans.sort((a, b) => b.span.offset - a.span.offset);
    for (const { reference, span, oldPath: from, newPath: to } of spans) {
      // A path's span is the path alone: what follows it (`#pricing`) stays as written.
      const written = reference.naming.by === 'path' ? to : renamed(reference, from, to)!;
      text = text.slice(0, span.offset) + written + text.slice(span.offset + span.length);
    }
    for (const { reference, oldPath: from, newPath: to } of places) {
      if (!('field' in reference.change)) continue;
      const { field, yaml } = reference.change;
      const value = renamed(reference, from, to)!;
      text = yaml === 'frontmatter' ? setFrontmatterField(text, field, value) : setYamlField(text, field, value);
    }
    if (text === texts.get(file)) continue;
    await workspace.write(file, text);
    changed.push(file);
  }
  return { files: changed.sort() };
}
