import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, projectRoot, type BuildReport } from '../../builder/build-site';
import { readVocabularies } from '../../content/vocabularies/vocabulary-file';
import { collections } from '../../src/shared/collections';
import { ContentError, formatProblem } from '../../src/shared/content-error';
import { pageKinds } from '../../src/shared/page-kinds';
import { schemaFor } from '../../src/shared/schema';
import { fieldsOf, type FieldModel } from '../../studio/app/form/form-model';
import { readFrontmatter, setFrontmatterField } from '../../studio/shared/frontmatter-edit';
import { createPage } from '../../tools/new-page/create-page';
import { newPageKinds } from '../../tools/new-page/kinds';
import { writeBaseSite } from './base-site';

const label = 'tests/.tmp/new-page-kinds';
const pagesDir = join(projectRoot, label);
const outDir = join(projectRoot, 'tests/.tmp/new-page-kinds-build');
const asOf = '2027-01-10';
const vocabularies = () => readVocabularies(pagesDir, label);

/** Pages of the base site by kind, for the choices a reference field offers. */
const basePages = ['/industries/banking', '/services/automation', '/insights/themes/sustainable-technology'];

/** What a copywriter picks or writes in the studio's form for a required field of each kind. */
function formValue(field: FieldModel): unknown {
  switch (field.kind) {
    case 'text':
      // Words the spelling check knows; short enough for every limit.
      return field.name === 'country' ? 'GB' : `Northstar ${field.label.toLowerCase()}`;
    case 'date':
      return '2027-03-02';
    case 'number':
      return 12;
    case 'image':
      return '/images/illustrations/ai.svg';
    case 'choice': {
      const { source } = field;
      if (source.type === 'enum') return source.values[0];
      if (source.type === 'vocabulary') return vocabularies()[source.vocabulary][0];
      const kind = pageKinds[source.pageKind];
      return basePages.map((path) => kind.nameOf(path)).find((name) => name !== null);
    }
    case 'list':
      return [formValue(field.item)];
    case 'group':
      return Object.fromEntries(
        field.fields.filter((child) => child.required).map((child) => [child.name, formValue(child)]),
      );
    default:
      throw new Error(`no form value for ${field.name} (${field.kind})`);
  }
}

/** Whether a value is one the new page left to the copywriter: empty, a TODO, or holding one. */
function unfilled(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.startsWith('TODO');
  if (typeof value === 'object') return Object.values(value).some(unfilled);
  return false;
}

/** A new page of `kind`, its required fields filled through the form's own edit, its text written, published. */
function filledPage(kind: (typeof newPageKinds)[number], title: string, extra: Record<string, unknown> = {}): string {
  const page = createPage({ kind, title, pagesDir, pagesLabel: label, today: '2027-01-04' });
  const fields = fieldsOf(schemaFor(page.file, collections));
  let text = page.text;
  const written = readFrontmatter(text).data;
  for (const field of fields.filter((one) => one.name in written && unfilled(written[one.name])))
    text = setFrontmatterField(text, [field.name], formValue(field));
  for (const [name, value] of Object.entries(extra)) text = setFrontmatterField(text, [name], value);
  text = setFrontmatterField(text, ['draft'], undefined);
  // The body's TODOs are text to write in the editor; the form has no part in them.
  text = text.replace(/TODO: [^\n<{"]*/g, 'Our team will be glad to tell you more.');
  writeFileSync(join(pagesDir, page.file), text);
  return page.file;
}

let report: BuildReport;
let failure: string | undefined;
const files = new Map<string, string>();

beforeAll(async () => {
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  writeBaseSite(pagesDir);
  // The job template's hero links to all openings.
  mkdirSync(join(pagesDir, 'jobs'));
  writeFileSync(
    join(pagesDir, 'jobs/index.mdx'),
    '---\ntitle: Jobs\ndescription: Our open roles.\n---\n\n<Hero title="Jobs">Our open roles.</Hero>\n',
  );
  for (const kind of newPageKinds)
    files.set(kind.name, filledPage(kind, `Cloud for the ${kind.name.replace('-', ' ')}`));
  files.set(
    'job with salary',
    filledPage(
      newPageKinds.find((kind) => kind.name === 'job')!,
      'Paid data engineer',
      {
        salary: { currency: 'GBP', from: 60000, to: 75000 },
      },
    ),
  );
  try {
    report = await buildSite({ pagesDir, outDir, asOf, log: () => {} });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    failure = error.problems.map(formatProblem).join('\n');
  }
}, 300_000);

const html = (file: string) =>
  readFileSync(join(outDir, file.replace(/\.mdx$/, ''), 'index.html'), 'utf8').replace(/<!-- -->/g, '');

describe('New page: every kind, saved with only its required fields filled, builds', () => {
  it('builds with no problem, and no warning but that a new theme has no insights yet', () => {
    expect(failure).toBeUndefined();
    // The base site's listings find nothing here; of the new pages, only the theme's own list is empty so far.
    const ofNewPages = report.warnings.filter((warning) =>
      [...files.values()].some((file) => warning.file.endsWith(file)),
    );
    expect(ofNewPages.map(formatProblem)).toEqual([
      `${label}/insights/themes/cloud-for-the-theme.mdx:19:3: warning: <ThemeInsights theme="cloud-for-the-theme"> finds nothing to list, so it shows nothing there for now`,
    ]);
    for (const file of files.values()) expect(() => html(file)).not.toThrow();
  });

  it('an event page shows its date and place', () => {
    const page = html(files.get('event')!);
    expect(page).toContain('<time dateTime="2027-03-02">March 2, 2027</time>');
    expect(page).toContain('<p class="m-0 text-sm text-muted">Northstar location</p>');
  });

  it('a job page shows its place, employment type and team, and its salary when given, also to job search sites', () => {
    const plain = html(files.get('job')!);
    expect(plain).toMatch(/<dt[^>]*>Location<\/dt><dd[^>]*>Northstar location<\/dd>/);
    expect(plain).toMatch(/<dt[^>]*>Employment type<\/dt><dd[^>]*>Full-time<\/dd>/);
    expect(plain).not.toContain('Salary');
    const paid = html(files.get('job with salary')!);
    expect(paid).toMatch(/<dt[^>]*>Salary<\/dt><dd[^>]*>£60,000–£75,000 a year<\/dd>/);
    expect(paid).toContain(
      '"baseSalary":{"@type":"MonetaryAmount","currency":"GBP","value":{"@type":"QuantitativeValue","minValue":60000,"maxValue":75000,"unitText":"YEAR"}}',
    );
  });
});
