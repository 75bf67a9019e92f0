import { describe, expect, it } from 'vitest';
import { isNamedBy, namedFirst } from '../../../src/islands/search/named-first';

const result = (url: string, title: string) => ({ url, meta: { title } });
const cloudNative = result('/services/cloud-native', 'Cloud-Native Development');
const theme = result('/insights/themes/cloud-native', 'Cloud Native');
const cloud = result('/services/cloud', 'Cloud Services');
const careers = result('/careers', 'Careers');

describe('namedFirst', () => {
  it('moves the page whose address ends in the query first, keeping the others in order', () => {
    expect(namedFirst([cloudNative, theme, cloud, careers], 'cloud')).toEqual([cloud, cloudNative, theme, careers]);
  });

  it('counts a title that is the query, ignoring case, spaces and punctuation', () => {
    expect(isNamedBy(theme, '  cloud-NATIVE ')).toBe(true);
    expect(isNamedBy(careers, 'Careers')).toBe(true);
    expect(isNamedBy(cloudNative, 'cloud')).toBe(false);
  });

  it('changes nothing when no page is named, or for an empty query', () => {
    expect(namedFirst([cloudNative, theme], 'migration')).toEqual([cloudNative, theme]);
    expect(namedFirst([cloudNative, theme], '  ')).toEqual([cloudNative, theme]);
  });
});
