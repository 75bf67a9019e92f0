import { describe, expect, it } from 'vitest';
import { firstStepMessages, pageMessages } from './fixture-checks';

// The twenty slips of a trial copywriter, read where the build reads them: the page's own checks
// (checkPage: the same tree walk the build's component step and the dev server use) and the build's
// first step (readSite: links, titles across pages, frontmatter).
describe('what a copy editor would catch stops the build or warns, with file, line and the fix', () => {
  const page = 'tests/.tmp/copy-slips/berlin.mdx';

  it('in one page: a pasted iframe, Word bullets and a short table row stop the build', async () => {
    expect((await pageMessages('copy-slips')).problems.split('\n')).toEqual([
      `${page}:10:1: "•" is a bullet pasted from Word: the lines show run together as one paragraph, not as a list; make it a list: start each line with "- " instead of "•"`,
      `${page}:15:1: <iframe>: an embed pasted from another site is not shown on this site: it would load that site and its trackers on every visit; for a YouTube video write <Video youtube="https://www.youtube.com/watch?v=…" title="What the video shows" />, for anything else link to it; see /_components`,
      `${page}:20:1: this table row has 2 cells and the header has 3, so its last column shows empty; add the missing cell to the row (| Data | 20 | … |), or write | | where a cell is meant to be empty`,
    ]);
  });

  it('in one page: invisible characters, an emoji title, a heading in capitals, a file name as alt text, "click here" warn', async () => {
    expect((await pageMessages('copy-slips')).warnings).toEqual([
      `${page}:2: warning: title: "Our Berlin office 🚀" holds an emoji, which search results and browser tabs show as a box or leave out; write the title in words`,
      `${page}:3:54: warning: an invisible zero-width space (U+200B), pasted with the text, sits right after "Word": it splits the word for search and spelling; delete it`,
      `${page}:6:1: warning: \`## OUR BERLIN OFFICE\` is written in capitals; write headings in sentence case (\`## Our berlin office\`): the design sets their case`,
      `${page}:8:38: warning: an invisible soft hyphen (U+00AD), pasted with the text, sits right after "of": it splits the word for search and spelling; delete it`,
      `${page}:13:1: warning: alt text "IMG_1234.jpg" is a file name, not what the image shows, and is what screen readers and search engines get instead of the image; describe what it shows, e.g. "Two engineers at a server rack", or leave it empty if the image is only decoration`,
      `${page}:22:27: warning: link text "click here" does not say where it leads, and screen readers and search engines read links on their own; write what the visitor finds there as the link's text, e.g. [the 2025 annual report](/about)`,
    ]);
  });

  it('across the site: an http:// link, a mailto: without a domain ending, a title two pages share, an event ending before it starts', () => {
    const site = 'tests/.tmp/copy-slips-site';
    expect(firstStepMessages('copy-slips-site').split('\n')).toEqual([
      `${site}/contacts.mdx:6:10: link "annual report of the exchange" -> http://www.example.org/report: an http:// address, which browsers mark "Not secure" or refuse; write https://www.example.org/report (check that it opens; if that site has no https version, link to another source)`,
      `${site}/contacts.mdx:6:85: link "investor relations" -> mailto:ir@example: the address ir@example has no domain ending (such as .com or .co.uk), so mail to it goes nowhere; write the whole address, e.g. ir@example.com`,
      `${site}/events/summit.mdx:5: endDate: The event ends on 2027-05-10, before it starts (date: 2027-05-12); correct one of the two days`,
      `${site}/team-a.mdx:2: title: "Our team" is also the title of ${site}/team-b.mdx; give each page a title of its own, so search results and browser tabs tell them apart`,
      `${site}/team-b.mdx:2: title: "Our team" is also the title of ${site}/team-a.mdx; give each page a title of its own, so search results and browser tabs tell them apart`,
    ]);
  });
});
