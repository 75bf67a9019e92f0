import { describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';

describe('a news item file with a mistake stops the build with the file, line and field', () => {
  it('a date not written YYYY-MM-DD', async () => {
    expect(await failedBuild('news-bad-date')).toBe(
      'tests/.tmp/news-bad-date/news/q2-results.yaml:2: date: Must be a date such as 2026-04-15',
    );
  });

  it('a .yaml item without a link, which it needs as it has no page (named after its last line, where it would go)', async () => {
    expect(await failedBuild('news-no-link')).toBe('tests/.tmp/news-no-link/news/q2-results.yaml:6: link: Required');
  });

  it('a kind that is not in the vocabularies file', async () => {
    expect(await failedBuild('news-unknown-kind')).toBe(
      'tests/.tmp/news-unknown-kind/news/q2-results.yaml:3: kind: "Quarterly update" is not one of the news kinds (tests/.tmp/news-unknown-kind/_vocabularies.yaml: newsKinds): Press release, Announcement, Financial results, Partnership, Report; use one of them, or add it there',
    );
  });

  it('a link to a page that does not exist', async () => {
    expect(await failedBuild('news-broken-link')).toBe(
      'tests/.tmp/news-broken-link/news/q2-results.yaml:5: link: no page, alias or file at this path; did you mean /news/ai-innovation-center?',
    );
  });
});
