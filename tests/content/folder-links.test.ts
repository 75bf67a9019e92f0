import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { readSite } from '../../content/read-site';
import { ContentError, formatProblem } from '../../src/shared/content-error';
import { today } from '../../src/shared/publication/as-of';
import { failedBuild } from './authoring-failed-build';
import { fixtureSite } from './fixture-site';

const outside = join(mkdtempSync(join(tmpdir(), 'folder-links-')), 'outside.mdx');
writeFileSync(outside, '---\ntitle: Outside\ndescription: A page that lives outside pages/.\n---\n\nText.\n');

/** The base site with a page linked from outside, a link to nothing and a linked folder looping back. */
function linkPages(pagesDir: string): void {
  symlinkSync(outside, join(pagesDir, 'x.mdx'));
  symlinkSync('nowhere.mdx', join(pagesDir, 'gone.mdx'));
  symlinkSync('.', join(pagesDir, 'loop'));
}

/** A public/ with a link out of it. */
function linkedPublic(): string {
  const publicDir = mkdtempSync(join(tmpdir(), 'folder-links-public-'));
  mkdirSync(join(publicDir, 'images'));
  writeFileSync(join(publicDir, 'images/logo.svg'), '<svg/>');
  symlinkSync('/etc/hostname', join(publicDir, 'secret.txt'));
  return publicDir;
}

const label = 'tests/.tmp/folder-links';
const pageProblems = [
  `${label}/gone.mdx: this file is a link to nowhere.mdx, which does not exist; delete the link or restore the file`,
  `${label}/x.mdx: this file is a link to ${outside}, outside ${label}/, and the site takes nothing from outside it; delete the link and put the file itself here`,
];

describe('links in pages/ and public/', () => {
  it('the first step lists each link out or to nothing, and reads no page through one', () => {
    const { pagesDir } = fixtureSite([], { name: 'folder-links' });
    linkPages(pagesDir);
    const publicDir = linkedPublic();
    const options = { pagesDir, root: projectRoot, includeDrafts: false, asOf: today(), publicDir };
    const problems = (() => {
      try {
        readSite(options);
        return [];
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return error.problems.map(formatProblem);
      }
    })();
    expect(problems).toEqual(
      expect.arrayContaining([
        ...pageProblems,
        expect.stringMatching(
          /public-[^/]+\/secret\.txt: this file is a link to \/etc\/hostname, outside .*, and the site takes nothing from outside it/,
        ),
      ]),
    );
    // (The others are the base site's links to public/ files this small public/ lacks.)
    expect(problems.filter((problem) => problem.includes('this file is a link'))).toHaveLength(3);
    // The dev server and the studio read tolerantly: the links are problems of the site, not a failure.
    const site = readSite({ ...options, tolerant: true, checkLinks: false });
    expect(site.siteProblems.map(formatProblem)).toEqual(expect.arrayContaining(pageProblems));
    expect(site.pages.some((page) => page.file === 'x.mdx' || page.file.startsWith('loop/'))).toBe(false);
  });

  it('stop the build, which writes nothing', async () => {
    const message = await failedBuild('folder-links-build', (pagesDir) => Promise.resolve(linkPages(pagesDir)));
    expect(message).toContain(pageProblems[0].replace(label, 'tests/.tmp/folder-links-build'));
    expect(message).toContain(pageProblems[1].replaceAll(label, 'tests/.tmp/folder-links-build'));
  });
});
