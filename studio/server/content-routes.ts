import type { z } from 'zod';
import { refreshComponentList } from '../../builder/dev/live-component-list';
import { componentSchemas } from '../../src/mdx-component-props';
import { today } from '../../src/shared/publication/as-of';
import { componentDescription, propsTable } from '../../src/reference/props-table';
import { newPageFile, NewPageError } from '../../tools/new-page/create-page';
import { newPageKinds } from '../../tools/new-page/kinds';
import type { Completions, ComponentInfo, FileList, FileText, ImageList, MediaList, PageKinds } from '../shared/api';
import { fileList } from './file-list';
import { imageFile, mediaList } from './media';
import { readJson } from './request-guard';
import { photoRoute } from './photos';
import type { StudioFiles, StudioHandler, StudioOptions } from './studio-routes';
import { versionOf, type StudioSite } from './studio-site';
import { WorkspaceRefusal, type WorkspaceAccess } from './workspace-access';

/** "a case study" → "Case study". */
function kindLabel(label: string): string {
  const bare = label.replace(/^an? /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** `npm run new`'s messages speak of its command line; the studio has a title field instead. */
function studioWords(message: string): string {
  return message
    .replace(/, or a file name with --slug/g, '')
    .replace(/; give a name with --slug/g, '; add a word or two to it')
    .replace(/ or --slug/g, '');
}

function componentInfo(name: string, schema: z.ZodObject): ComponentInfo {
  const rows = propsTable(schema);
  return {
    name,
    description: componentDescription(schema),
    props: rows
      .filter((row) => row.name !== 'children')
      .map((row) => ({
        name: row.name,
        description: row.doc,
        required: row.required,
        values: row.allowed,
        type: row.type,
      })),
    children: rows.some((row) => row.name === 'children'),
  };
}

// One listing at a time: the first checks every page (seconds); a second asker waits for it rather than repeating it.
let listing: Promise<FileList['files']> | undefined;

/** The pages panel's list, shared by everyone asking while it is made. */
export function listFiles(workspace: WorkspaceAccess, site: StudioSite): Promise<FileList['files']> {
  listing ??= fileList(workspace, site).finally(() => (listing = undefined));
  return listing;
}

// Sizes by file and content, so a list of images reads each one's size once.
const sizes = new Map<string, { version: string; size: { width?: number; height?: number } }>();

async function imageSize(workspace: WorkspaceAccess, file: string): Promise<{ width?: number; height?: number }> {
  return sizeOfBytes(file, await workspace.read(file));
}

async function sizeOfBytes(file: string, bytes: Buffer): Promise<{ width?: number; height?: number }> {
  const version = versionOf(bytes);
  const known = sizes.get(file);
  if (known?.version === version) return known.size;
  const { default: sharp } = await import('sharp');
  const size = await sharp(bytes)
    .metadata()
    .then(({ width, height }) => ({ width, height }))
    // An image sharp cannot read still lists, without its size.
    .catch(() => ({}));
  sizes.set(file, { version, size });
  return size;
}

/** Making a page from a kind and a title, and a photo from an upload: the team studio answers these itself. */
export function pageMakingRoutes({ workspace, site }: StudioFiles): Record<string, StudioHandler> {
  return {
    'POST new': async ({ request }) => {
      const body = (await readJson(request)) as Record<string, unknown> | null;
      const kind = newPageKinds.find((candidate) => candidate.name === body?.kind);
      if (!kind) throw new WorkspaceRefusal(400, 'Choose what kind of page to make.');
      const title = typeof body?.title === 'string' ? body.title.trim() : '';
      if (title === '') throw new WorkspaceRefusal(400, 'Give the new page a title.');
      let page;
      try {
        page = newPageFile({
          kind,
          title,
          pagesDir: workspace.pagesDir,
          pagesLabel: 'pages',
          today: today(),
        });
      } catch (error) {
        if (error instanceof NewPageError) throw new WorkspaceRefusal(422, studioWords(error.message));
        throw error;
      }
      const file = `pages/${page.file}`;
      // pages/news/x/index.mdx is the same address as pages/news/x.mdx.
      const twin = file.replace(/\.mdx$/, '/index.mdx');
      const taken = (await workspace.exists(twin))
        ? twin
        : (await workspace.create(file, page.text))
          ? undefined
          : file;
      if (taken) throw new WorkspaceRefusal(409, `${taken} exists already; choose another title.`);
      site.invalidate();
      const answer: FileText = { file, text: page.text, version: versionOf(page.text), path: page.path };
      return answer;
    },
    'POST photo': photoRoute({ workspace, site }),
  };
}

/** The endpoints that list the site's pages, images (with where they are shown: `media`) and components, and make new pages and photos. */
export function contentRoutes(options: StudioOptions): Record<string, StudioHandler> {
  const { vite, workspace, site } = options;
  return {
    'GET files': async () => {
      const answer: FileList = { files: await listFiles(workspace, site) };
      return answer;
    },
    'GET kinds': () => {
      const answer: PageKinds = {
        kinds: newPageKinds.map((kind) => ({ name: kind.name, label: kindLabel(kind.label) })),
      };
      return Promise.resolve(answer);
    },
    ...pageMakingRoutes(options),
    'GET images': async () => {
      const files = (await workspace.list('public/images')).filter((file) => imageFile.test(file));
      const answer: ImageList = { images: [] };
      for (const file of files)
        answer.images.push({ path: file.slice('public'.length), ...(await imageSize(workspace, file)) });
      return answer;
    },
    'GET media': async () => {
      const answer: MediaList = await mediaList(workspace, site.current(), sizeOfBytes);
      return answer;
    },
    'GET completions': async () => {
      // The component list and schemas as Vite last loaded them: a component added since start is offered.
      await refreshComponentList(vite);
      const read = site.current();
      const vocabularies: Record<string, string[]> = {};
      for (const [name, terms] of Object.entries(read.vocabularies?.terms ?? {}))
        if (Array.isArray(terms) && terms.every((term) => typeof term === 'string')) vocabularies[name] = terms;
      const answer: Completions = {
        pages: read.pages
          .map((page) => ({ path: page.path, title: page.frontmatter.title, file: `pages/${page.file}` }))
          .sort((a, b) => (a.path < b.path ? -1 : 1)),
        vocabularies,
        components: Object.entries(componentSchemas as Record<string, z.ZodObject>).map(([name, schema]) =>
          componentInfo(name, schema),
        ),
      };
      return answer;
    },
  };
}
