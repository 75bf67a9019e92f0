import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHtmlParser, findElement, findElements, textOf, type ElementNode } from '../../review/html-tree';
import { failedBuild } from './authoring-failed-build';
import { firstStepMessages } from './fixture-checks';
import { sharedGoodBuild } from './shared-build';

const linkTexts = (list: ElementNode | undefined) =>
  findElements(list ? [list] : [], (element) => element.tag === 'a').map(textOf);

describe('a page joins a menu through its nav field', () => {
  let home: ElementNode;

  // Built with the other good fixtures over the base site, in one build (shared-build.ts); the base's
  // services menu starts as the real one does.
  beforeAll(async () => {
    const { outDir } = await sharedGoodBuild();
    home = (await createHtmlParser())(readFileSync(join(outDir, 'index.html'), 'utf8'));
  });

  const servicesBefore = ['Application Services', 'Automation', 'Business Process Services'];

  it('is 4th in the desktop Services menu', () => {
    const panel = findElement(home, (element) => element.attributes.get('id') === 'menu-services');
    const links = linkTexts(panel && findElement(panel, (element) => element.tag === 'ul'));
    expect(links.slice(0, 5)).toEqual([...servicesBefore, 'Data Platforms', 'Cloud']);
    expect(
      findElements(panel ? [panel] : [], (element) => element.attributes.get('href') === '/services/data-platforms'),
    ).toHaveLength(1);
  });

  it("is 4th in the mobile menu's Services group, after the section's own page", () => {
    const mobile = findElement(
      home,
      (element) => element.tag === 'nav' && element.attributes.get('aria-label') === 'Main menu',
    );
    const groups = findElements(mobile ? [mobile] : [], (element) => element.tag === 'details');
    const services = groups.find((group) =>
      group.children.some(
        (child) => typeof child !== 'string' && child.tag === 'summary' && textOf(child) === 'Services',
      ),
    );
    expect(linkTexts(services).slice(0, 6)).toEqual(['All services', ...servicesBefore, 'Data Platforms', 'Cloud']);
  });
});

// Read by the build's first step (readSite). The two small navigations of these fixtures name real pages
// the base site does not hold (Careers, the Internet of Things page and its alias), so they are laid over
// the real pages. The last is also built whole, to see the build stop.
describe('navigation mistakes stop the build with the file, line and what to write', () => {
  it('an entry naming an old path (an alias) names the page it redirects to', () => {
    expect(firstStepMessages('navigation-alias', { over: 'real' })).toBe(
      'tests/.tmp/navigation-alias/_navigation.yaml:22: menus 2.links 3.page: /services/iot is an old path of /services/internet-of-things (an alias that redirects there); write /services/internet-of-things',
    );
  });

  it('an entry naming no page suggests the closest, listed with the other problems of the build', () => {
    expect(firstStepMessages('navigation-missing-page', { over: 'real' })).toBe(
      [
        'tests/.tmp/navigation-missing-page/_navigation.yaml:22: menus 2.links 3.page: no page /services/clod; did you mean /services/cloud?',
        'tests/.tmp/navigation-missing-page/about/partners.mdx:3: description: write the description (one or two sentences for search results and link previews)',
      ].join('\n'),
    );
  });

  const unknownMenu =
    'tests/.tmp/navigation-unknown-menu/services/data-platforms.mdx:5: nav.menu: no menu service in tests/.tmp/navigation-unknown-menu/_navigation.yaml; the menus are industries, services, insights, about';

  it("a page's nav.menu naming no menu lists the menus", () => {
    expect(firstStepMessages('navigation-unknown-menu')).toBe(unknownMenu);
  });

  it('stops the whole build with the same words, which writes nothing', async () => {
    expect(await failedBuild('navigation-unknown-menu')).toBe(unknownMenu);
  });
});
