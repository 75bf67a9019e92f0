import { parse } from 'yaml';
import { today } from '../../src/shared/publication/as-of';
import { routePathOf } from '../../src/shared/route-path';
import { sectionNames, type FileSummary, type PageState, type SectionName } from '../shared/api';
import type { StudioSite } from './studio-site';
import type { WorkspaceAccess } from './workspace-access';

/** The section of each top folder under pages/ (and of the page named like it: `events.mdx`). */
const folderSections: Record<string, SectionName> = {
  services: 'Services',
  industries: 'Industries',
  'case-studies': 'Case studies',
  insights: 'Insights',
  blog: 'Blog',
  whitepapers: 'Research',
  news: 'News',
  events: 'Events',
  jobs: 'Jobs',
  careers: 'Jobs',
  investors: 'Investors',
  hi: 'Hindi',
};

/** Data files by name, in words. */
const dataFileTitles: Record<string, string> = {
  '_navigation.yaml': 'Navigation menus',
  '_vocabularies.yaml': 'Vocabularies (categories, types and kinds)',
  '_words.txt': 'Spelling: words the spelling check accepts',
  '_translations/hi.yaml': 'Hindi translations of the layout',
};

/** The files the panel lists: pages and the data files a copywriter edits. */
export function isListedFile(file: string): boolean {
  return /\.(mdx|ya?ml|txt)$/.test(file);
}

export function sectionOf(relative: string): SectionName {
  if (relative === '_navigation.yaml') return 'Navigation';
  if (relative.startsWith('_translations/hi.')) return 'Hindi';
  if (relative.startsWith('insights/research/')) return 'Research';
  const [first, ...rest] = relative.split('/');
  const folder = rest.length ? first : first.replace(/\.mdx$/, '');
  const section = folderSections[folder];
  if (section) return section;
  return relative.endsWith('.mdx') ? 'Company' : 'Data files';
}

function frontmatterOf(text: string): string {
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
}

/** A title read from YAML text, for files the site read could not take (broken pages, `.yaml` items). */
function yamlTitle(yamlText: string): string | undefined {
  try {
    const data: unknown = parse(yamlText);
    const title = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).title : undefined;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/** Every page and data file under pages/, by section in `sectionNames` order, then by title. */
export async function fileList(workspace: WorkspaceAccess, site: StudioSite): Promise<FileSummary[]> {
  const read = site.current();
  const entries = new Map(read.pages.map((page) => [page.file, page]));
  const unpublished = new Map(read.unpublished.map((item) => [site.apiName(item.file), item.publication]));
  const summaries: FileSummary[] = [];
  const asOf = today();
  for (const file of (await workspace.list('pages')).filter(isListedFile)) {
    const relative = file.slice('pages/'.length);
    const section = sectionOf(relative);
    if (!file.endsWith('.mdx')) {
      const text = /\.ya?ml$/.test(file) ? await workspace.readText(file) : '';
      summaries.push({
        file,
        section,
        title: dataFileTitles[relative] ?? yamlTitle(text) ?? relative,
        path: null,
        state: null,
        problems: site.problemsOfFile(file).length,
      });
      continue;
    }
    const text = read.texts.get(relative) ?? (await workspace.readText(file));
    const entry = entries.get(relative);
    const frontmatter = frontmatterOf(text);
    const publication = unpublished.get(file);
    const draft = entry ? entry.frontmatter.draft === true : /^draft:\s*true\s*(#.*)?$/m.test(frontmatter);
    const state: PageState = draft ? 'draft' : (publication?.state ?? (entry?.closed ? 'closed' : 'published'));
    const { problems } = await site.checkPage(file, text);
    // A page the site read could not take (a problem in its frontmatter) still shows its review day.
    const reviewBy = entry
      ? entry.frontmatter.reviewBy
      : /^reviewBy:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(frontmatter)?.[1];
    summaries.push({
      file,
      section,
      title: entry?.frontmatter.title ?? yamlTitle(frontmatter) ?? relative,
      path: routePathOf(relative),
      state,
      ...(publication && !draft ? { stateDate: publication.on } : {}),
      ...(state === 'closed' ? { stateDate: entry?.closed } : {}),
      problems: problems.length + site.problemsOfFile(file).length,
      ...(reviewBy !== undefined && reviewBy <= asOf ? { reviewDue: reviewBy } : {}),
    });
  }
  const order = (section: SectionName) => sectionNames.indexOf(section);
  return summaries.sort(
    (a, b) => order(a.section) - order(b.section) || a.title.localeCompare(b.title, 'en') || (a.file < b.file ? -1 : 1),
  );
}
