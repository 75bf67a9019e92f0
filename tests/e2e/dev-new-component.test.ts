import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { sharedDevSite } from './dev-site';

// The component map lives in src/, so this test adds to the real files and puts them back after;
// its page, the about page's text with an old path of its own, is in the shared dev server's copy
// of the content. It holds the code alone: no other file's test runs while the map changes.
const dev = sharedDevSite('alone');
const { label } = dev;
const pageFile = 'component-added.mdx';
const original = readFileSync(join(projectRoot, 'pages/about-us.mdx'), 'utf8').replace(
  '  - /about/our-story\n',
  '  - /about/component-added\n',
);
const source = (file: string) => join(projectRoot, 'src', file);
const mapFiles = ['mdx-component-names.ts', 'mdx-component-props.ts', 'mdx-components.tsx'];
const newFiles = ['components/AddedInDev.tsx', 'components/AddedInDev.props.ts'];

/** Written whole or not at all, so a dev server watching the file never reads half of it. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.writing`, text);
  renameSync(`${file}.writing`, file);
}

describe('the dev server, when a component is added to the map', () => {
  const originals = new Map(mapFiles.map((file) => [file, readFileSync(source(file), 'utf8')]));

  beforeAll(async () => {
    expect(original).toContain('  - /about/component-added\n');
    await dev.addPages({ [pageFile]: original });
  });

  afterAll(async () => {
    // The page first, so the shared server renders no page using the component as it goes.
    await dev.removePages([pageFile]);
    for (const [file, text] of originals) writeWhole(source(file), text);
    for (const file of newFiles) rmSync(source(file), { force: true });
  });

  it('lets a page use it at once, with its props checked, without a restart', async () => {
    const page = `${dev.url}/component-added`;
    expect((await fetch(page)).status).toBe(200);

    writeWhole(
      source('components/AddedInDev.props.ts'),
      "import { z } from 'zod';\n\nexport const addedInDevProps = z.strictObject({ word: z.string() });\n",
    );
    writeWhole(
      source('components/AddedInDev.tsx'),
      'export function AddedInDev({ word }: { word: string }) {\n  return <p>{`Added in dev: ${word}`}</p>;\n}\n',
    );
    const edit = (file: string, ...pairs: [string, string][]) =>
      writeWhole(
        source(file),
        pairs.reduce((text, [from, to]) => text.replace(from, to), originals.get(file)!),
      );
    edit('mdx-component-names.ts', ["  'ArticleMeta',", "  'AddedInDev',\n  'ArticleMeta',"]);
    edit(
      'mdx-component-props.ts',
      [
        "import type { z } from 'zod';",
        "import type { z } from 'zod';\nimport { addedInDevProps } from './components/AddedInDev.props';",
      ],
      ['  Banner: bannerProps,', '  AddedInDev: addedInDevProps,\n  Banner: bannerProps,'],
    );
    edit(
      'mdx-components.tsx',
      [
        "import { Banner } from './components/Banner';",
        "import { AddedInDev } from './components/AddedInDev';\nimport { Banner } from './components/Banner';",
      ],
      ['  Banner,\n', '  AddedInDev,\n  Banner,\n'],
    );
    const about = join(dev.pagesDir, pageFile);
    const text = original;
    writeWhole(about, text.replace('<Section>', '<AddedInDev word="hello" />\n\n<Section>'));
    await expect.poll(async () => (await fetch(page)).text(), { timeout: 60_000 }).toContain('Added in dev: hello');

    // Its props are checked like any component's: a missing one names the file, line and prop.
    writeWhole(about, text.replace('<Section>', '<AddedInDev />\n\n<Section>'));
    await expect
      .poll(async () => (await fetch(page)).text(), { timeout: 60_000 })
      .toContain(`${label}/component-added.mdx:12:1: &lt;AddedInDev&gt; is missing word`);
  });
});
