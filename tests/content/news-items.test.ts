import { describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';
import { firstStepMessages } from './fixture-checks';

// Read by the build's first step (readSite), which reads the items' files; the first is also built whole,
// to see the build stop. The broken link is laid over the real pages, whose nearest page it suggests.
describe('a news item file with a mistake stops the build with the file, line and field', () => {
  const badDate = 'tests/.tmp/news-bad-date/news/q2-results.yaml:2: date: Must be a date such as 2026-04-15';

  it('a date not written YYYY-MM-DD', () => {
    expect(firstStepMessages('news-bad-date')).toBe(badDate);
  });

  it('stops the whole build with the same words, which writes nothing', async () => {
    expect(await failedBuild('news-bad-date')).toBe(badDate);
  });

  it('a .yaml item without a link, which it needs as it has no page (named after its last line, where it would go)', () => {
    expect(firstStepMessages('news-no-link')).toBe(
      'tests/.tmp/news-no-link/news/q2-results.yaml:6: link: write the link (where lists link: a page, an https:// address, or # while the document is not published)',
    );
  });

  it('a kind that is not in the vocabularies file', () => {
    expect(firstStepMessages('news-unknown-kind')).toBe(
      'tests/.tmp/news-unknown-kind/news/q2-results.yaml:3: kind: "Quarterly update" is not one of the news kinds (tests/.tmp/news-unknown-kind/_vocabularies.yaml: newsKinds): Press release, Announcement, Financial results, Partnership, Report; use one of them, or add it there',
    );
  });

  it('a link to a page that does not exist', () => {
    expect(firstStepMessages('news-broken-link', { over: 'real' })).toBe(
      'tests/.tmp/news-broken-link/news/q2-results.yaml:5: link: no page, alias or file at this path; did you mean /news/ai-innovation-center?',
    );
  });
});
