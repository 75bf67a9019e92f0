import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { site } from '../../src/site';
import { baseUrl, builtPaths, openPage } from './browser';

describe('JSON-LD in Chromium', () => {
  it('data blocks under the strict CSP: parsed as data, no violation reported', async () => {
    const { page, problems, close } = await openPage();
    try {
      for (const [path, types] of [
        ['/', ['Organization', 'WebSite']],
        ['/jobs/data-scientist', ['BreadcrumbList', 'JobPosting']],
      ] as const) {
        // Wait for the home page's islands to load, so leaving it aborts no request.
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        const found = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map((script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type']),
          );
        expect(found).toEqual(types);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

// ---- Over every built page: the rules of Google's structured-data documentation that the site can break ----

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const distDir = join(projectRoot, 'dist');
const paths = builtPaths(distDir);

/** Every JSON-LD object of every built page, with the page it is on. */
const blocks: { path: string; data: Node }[] = paths.flatMap((path) => {
  const html = readFileSync(join(distDir, path, 'index.html'), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => ({
    path,
    data: JSON.parse(match[1]) as Node,
  }));
});

const typeOf = (data: Node): string => (typeof data['@type'] === 'string' ? data['@type'] : '');
const ofType = (type: string) => blocks.filter(({ data }) => typeOf(data) === type);
const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: Json | undefined): value is string => typeof value === 'string' && value.trim().length > 0;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
// A date and time must carry its offset, or search engines read it in their own zone.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
const isDate = (value: Json | undefined) =>
  typeof value === 'string' && (isoDate.test(value) || isoDateTime.test(value));
const isUrl = (value: Json | undefined) => typeof value === 'string' && /^https:\/\/\S+$/.test(value);
const imageUrls = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : [value ?? null]);

/** Every string in a value that is one of the site's own URLs. */
function siteUrls(value: Json): string[] {
  if (typeof value === 'string') return value.startsWith(site.url) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(siteUrls);
  if (isNode(value)) return Object.values(value).flatMap(siteUrls);
  return [];
}

/** Every string in a value with the keys leading to it. */
function strings(value: Json, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (isNode(value)) return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

/** Problems with an `Organization` (a whole one or a reference): Google asks for name, url and logo. */
function organizationProblems(value: Json | undefined): string[] {
  if (!isNode(value) || value['@type'] !== 'Organization') return ['not an Organization'];
  const logo = isNode(value.logo) ? value.logo.url : value.logo;
  return [
    ...(isText(value.name) ? [] : ['no name']),
    ...(isUrl(value.url) ? [] : ['no url']),
    ...(isUrl(logo) ? [] : ['no logo']),
  ];
}

function postalAddressProblems(value: Json | undefined): string[] {
  if (!isNode(value) || value['@type'] !== 'PostalAddress') return ['address is not a PostalAddress'];
  return [
    ...(isText(value.addressLocality) ? [] : ['no addressLocality']),
    ...(typeof value.addressCountry === 'string' && /^[A-Z]{2}$/.test(value.addressCountry)
      ? []
      : [`addressCountry ${JSON.stringify(value.addressCountry)} is no ISO 3166-1 code`]),
  ];
}

/** Google's `baseSalary`: a MonetaryAmount in a currency code, one figure or a range, per HOUR, DAY, WEEK, MONTH or YEAR. */
function salaryProblems(salary: Json | undefined): string[] {
  if (!isNode(salary) || salary['@type'] !== 'MonetaryAmount') return ['not a MonetaryAmount'];
  const value = salary.value;
  if (!isNode(value) || value['@type'] !== 'QuantitativeValue') return ['value is not a QuantitativeValue'];
  const figures =
    typeof value.value === 'number' ||
    (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.minValue <= value.maxValue);
  return [
    ...(typeof salary.currency === 'string' && /^[A-Z]{3}$/.test(salary.currency) ? [] : ['no ISO 4217 currency']),
    ...(figures ? [] : ['neither a value nor a range']),
    ...(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(typeof value.unitText === 'string' ? value.unitText : '')
      ? []
      : ["unitText is not Google's"]),
  ];
}

/** Each JSON-LD type's problems, named by page; [] when it meets the documentation. */
const rules: Record<string, (data: Node) => string[]> = {
  Organization: (data) => [
    ...organizationProblems(data),
    ...(Array.isArray(data.sameAs) ? data.sameAs : [])
      .filter((profile) => typeof profile !== 'string' || !isUrl(profile) || new URL(profile).pathname.length <= 1)
      .map((profile) => `sameAs ${JSON.stringify(profile)} is not a profile address`),
  ],
  BreadcrumbList: (data) => {
    const items = Array.isArray(data.itemListElement) ? data.itemListElement : [];
    return [
      ...(items.length > 0 ? [] : ['no itemListElement']),
      ...items.flatMap((item, index) =>
        isNode(item) && item['@type'] === 'ListItem' && item.position === index + 1 && isText(item.name)
          ? // The last step may leave out item; ours always names it.
            isUrl(item.item)
            ? []
            : [`ListItem ${index + 1} has no item URL`]
          : [`ListItem ${index + 1} is malformed`],
      ),
    ];
  },
  JobPosting: (data) => {
    const remote = data.jobLocationType === 'TELECOMMUTE';
    return [
      ...(isText(data.title) ? [] : ['no title']),
      ...(isText(data.description) && /<p>/.test(data.description) && data.description.length > 400
        ? []
        : ['description is not the job page text as HTML']),
      ...(isDate(data.datePosted) ? [] : ['datePosted is no ISO 8601 date']),
      ...(data.validThrough === undefined || isDate(data.validThrough) ? [] : ['validThrough is no ISO 8601 date']),
      ...organizationProblems(data.hiringOrganization).map((problem) => `hiringOrganization: ${problem}`),
      ...(remote
        ? Array.isArray(data.applicantLocationRequirements) && data.applicantLocationRequirements.length > 0
          ? []
          : ['remote without applicantLocationRequirements']
        : isNode(data.jobLocation) && data.jobLocation['@type'] === 'Place'
          ? postalAddressProblems(data.jobLocation.address)
          : ['jobLocation is not a Place']),
      ...(typeof data.employmentType === 'string' &&
      ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'].includes(
        data.employmentType,
      )
        ? []
        : [`employmentType ${JSON.stringify(data.employmentType)} is not Google's`]),
      ...(isNode(data.identifier) && isText(data.identifier.name) && isText(data.identifier.value)
        ? []
        : ['no identifier']),
      ...(typeof data.directApply === 'boolean' ? [] : ['no directApply']),
      ...(data.baseSalary === undefined
        ? []
        : salaryProblems(data.baseSalary).map((problem) => `baseSalary: ${problem}`)),
    ];
  },
  Event: (data) => {
    const location = data.location;
    const online = data.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode';
    return [
      ...(isText(data.name) ? [] : ['no name']),
      ...(isDate(data.startDate) ? [] : ['startDate is no ISO 8601 date']),
      ...(data.endDate === undefined || isDate(data.endDate) ? [] : ['endDate is no ISO 8601 date']),
      ...(!isNode(location)
        ? ['no location']
        : online
          ? location['@type'] === 'VirtualLocation' && isUrl(location.url)
            ? []
            : ['an online event without a VirtualLocation']
          : location['@type'] === 'Place' && isText(location.name)
            ? postalAddressProblems(location.address)
            : ['location is not a Place']),
      ...(data.eventStatus === undefined ||
      ['EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline']
        .map((status) => `https://schema.org/${status}`)
        .includes(typeof data.eventStatus === 'string' ? data.eventStatus : '')
        ? []
        : ['eventStatus is not schema.org’s']),
      ...(imageUrls(data.image).every(isUrl) ? [] : ['no image']),
      ...organizationProblems(data.organizer).map((problem) => `organizer: ${problem}`),
    ];
  },
  Article: (data) => articleProblems(data),
  BlogPosting: (data) => [...articleProblems(data), ...(isDate(data.datePublished) ? [] : ['no datePublished'])],
  NewsArticle: (data) => [...articleProblems(data), ...(isDate(data.datePublished) ? [] : ['no datePublished'])],
};

/** Google lists no required property for articles; these are its recommended ones that we can always give. */
function articleProblems(data: Node): string[] {
  const author = data.author;
  return [
    ...(isText(data.headline) && data.headline.length <= 110 ? [] : ['no headline (at most 110 characters)']),
    ...(imageUrls(data.image).length > 0 && imageUrls(data.image).every(isUrl) ? [] : ['no image']),
    ...(isNode(author) && isText(author.name) ? [] : ['no author with a name']),
    ...(data.datePublished === undefined || isDate(data.datePublished) ? [] : ['datePublished is no ISO 8601 date']),
    ...(data.dateModified === undefined || isDate(data.dateModified) ? [] : ['dateModified is no ISO 8601 date']),
    ...organizationProblems(data.publisher).map((problem) => `publisher: ${problem}`),
  ];
}

describe('JSON-LD of every built page', () => {
  it('has each type Google documents, and every one of them meets its rules', () => {
    for (const type of Object.keys(rules)) expect(ofType(type).length, type).toBeGreaterThan(0);
    const problems = blocks.flatMap(({ path, data }) =>
      (rules[typeOf(data)]?.(data) ?? []).map((problem) => `${path} ${typeOf(data)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('describes the pages about the organisation, and names its ways in on /contact-us', () => {
    const typeOn = (path: string) => blocks.filter((block) => block.path === path).map(({ data }) => data['@type']);
    expect(typeOn('/contact-us')).toContain('ContactPage');
    expect(typeOn('/careers')).toContain('AboutPage');
    expect(typeOn('/investors')).toContain('AboutPage');
    for (const path of paths.filter((candidate) => candidate.startsWith('/case-studies/')))
      expect(typeOn(path), path).toContain('Article');
    const contact = ofType('ContactPage')[0].data;
    const points = isNode(contact.about) && Array.isArray(contact.about.contactPoint) ? contact.about.contactPoint : [];
    expect(points.map((point) => (isNode(point) ? point.contactType : null))).toEqual(
      site.contactPoints.map((point) => point.contactType),
    );
  });

  it('links only to built pages and files', async () => {
    const urls = new Set(blocks.flatMap(({ data }) => siteUrls(data)));
    const wrong: string[] = [];
    for (const url of urls) {
      // The search action's template is a pattern; its page is /search.
      const path = new URL(url.replace('{search_term_string}', 'cloud')).pathname;
      const response = await fetch(baseUrl() + path, { redirect: 'manual' });
      if (response.status !== 200) wrong.push(`${url}: ${response.status}`);
      await response.body?.cancel();
    }
    expect(urls.size).toBeGreaterThan(100);
    expect(urls).toContain(`${site.url}/images/logo.svg`);
    expect(wrong).toEqual([]);
  });

  it('says nothing the build clock made: no instant of the build, job dates as their frontmatter gives them', () => {
    // Every built page was written within the build; an instant inside that window came from the clock,
    // unless it is a commit's (a page changed by a commit made just before the build is dated by it).
    const times = paths.map((path) => statSync(join(distDir, path, 'index.html')).mtimeMs);
    const from = Math.min(...times) - 10 * 60_000;
    const to = Math.max(...times) + 60_000;
    const commitInstants = new Set(
      execFileSync('git', ['log', '--format=%ct', `--since=${Math.floor(from / 1000)}`], { cwd: projectRoot })
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((seconds) => Number(seconds) * 1000),
    );
    const clocked = blocks.flatMap(({ path, data }) =>
      strings(data)
        .filter(([, value]) => isoDateTime.test(value))
        .filter(([, value]) => Date.parse(value) >= from && Date.parse(value) <= to)
        .filter(([, value]) => !commitInstants.has(Date.parse(value)))
        .map(([at, value]) => `${path} ${at} = ${value}`),
    );
    expect(clocked).toEqual([]);

    const jobFiles = readdirSync(join(projectRoot, 'pages/jobs')).filter((file) => file !== 'index.mdx');
    expect(ofType('JobPosting')).toHaveLength(jobFiles.length);
    for (const file of jobFiles) {
      const frontmatter = matter(readFileSync(join(projectRoot, 'pages/jobs', file), 'utf8')).data as Record<
        string,
        unknown
      >;
      const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
      const posting = ofType('JobPosting').find(({ path }) => path === `/jobs/${file.replace(/\.mdx$/, '')}`);
      expect(posting?.data, file).toMatchObject({
        datePosted: day(frontmatter.datePosted),
        validThrough: day(frontmatter.validThrough),
        directApply: frontmatter.applyUrl === undefined,
      });
    }
  });

  it('claims EventScheduled only for events still to come', () => {
    for (const { path, data } of ofType('Event')) {
      const listedPast = readFileSync(join(distDir, path, 'index.html'), 'utf8').includes('This event took place on');
      expect(data.eventStatus === 'https://schema.org/EventScheduled', path).toBe(!listedPast);
    }
  });
});
