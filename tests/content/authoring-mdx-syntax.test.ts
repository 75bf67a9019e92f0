import { describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';
import { pageMessages } from './fixture-checks';

// Each page's MDX compiled on its own, with the build's compile options (checkPage); the first also
// through a whole build, which must stop with the same words and write nothing.
describe('common MDX mistakes stop the build with file:line:column and the fix in plain words', () => {
  it('stop the whole build, which writes nothing', async () => {
    expect(await failedBuild('authoring-less-than')).toBe(
      'tests/.tmp/authoring-less-than/page.mdx:8:23: `<30%`: a bare < starts a tag in MDX; write `&lt;30%` or `less than 30%`',
    );
  });

  it('a bare < before a number', async () => {
    expect((await pageMessages('authoring-less-than')).problems).toBe(
      'tests/.tmp/authoring-less-than/page.mdx:8:23: `<30%`: a bare < starts a tag in MDX; write `&lt;30%` or `less than 30%`',
    );
  });

  it('a word in curly braces, which would fail only when the page renders', async () => {
    expect((await pageMessages('authoring-undefined-name')).problems).toBe(
      'tests/.tmp/authoring-undefined-name/page.mdx:8:17: `{falls}`: curly braces hold code in MDX, and nothing is named falls; to show the braces, write `\\{falls\\}`, or remove them',
    );
  });

  it('words in curly braces that are not code', async () => {
    expect((await pageMessages('authoring-braces')).problems).toBe(
      'tests/.tmp/authoring-braces/page.mdx:8:12: `{rose or fell}`: curly braces hold code in MDX; to show them, write `\\{rose or fell\\}`, or remove them',
    );
  });

  it('an HTML comment', async () => {
    expect((await pageMessages('authoring-html-comment')).problems).toBe(
      'tests/.tmp/authoring-html-comment/page.mdx:12:1: `<!-- add the new hires in May -->`: HTML comments do not work in MDX; write `{/* add the new hires in May */}` instead',
    );
  });

  it('an apostrophe that ends the quoted text of a prop', async () => {
    expect((await pageMessages('authoring-apostrophe')).problems).toBe(
      "tests/.tmp/authoring-apostrophe/page.mdx:6:10: `title='Our clients' results'`: the apostrophe ends the quoted text early; write `title=\"Our clients' results\"`",
    );
  });

  it('a tag that is never closed, named by its own line', async () => {
    expect((await pageMessages('authoring-unclosed-tag')).problems).toBe(
      'tests/.tmp/authoring-unclosed-tag/page.mdx:6:1: `<Section>` on line 6 is never closed; add `</Section>` where it ends',
    );
  });
});
