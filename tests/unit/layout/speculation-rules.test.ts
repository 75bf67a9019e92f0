import { describe, expect, it } from 'vitest';
import { speculationRules, speculationRulesScript } from '../../../src/layout/speculation-rules';

describe('speculationRules', () => {
  it('prefetches same-site document links at moderate eagerness, never form endpoints', () => {
    expect(speculationRules.prefetch).toEqual([
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: '/forms/*' } },
            { not: { selector_matches: '[rel~=nofollow], [data-no-prefetch]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ]);
  });

  it('is one inline script of JSON that cannot close its own tag', () => {
    const match = /^<script type="speculationrules">(.*)<\/script>$/.exec(speculationRulesScript);
    expect(JSON.parse(match![1])).toEqual(speculationRules);
    expect(match![1]).not.toContain('<');
  });
});
