import { describe, expect, it } from 'vitest';
import { maxTargetLength, parseRequestTarget } from '../../../server/request-target';

const pathOf = (target: string) => {
  const parsed = parseRequestTarget(target);
  return parsed.ok ? parsed.pathname : parsed.status;
};

describe('parseRequestTarget', () => {
  it('reduces every spelling of a path to one clean path', () => {
    expect(pathOf('/services/cloud?x=1#top')).toBe('/services/cloud');
    expect(pathOf('/services/cloud/')).toBe('/services/cloud');
    expect(pathOf('//services//cloud')).toBe('/services/cloud');
    expect(pathOf('/a/./b/../../services/%63loud')).toBe('/services/cloud');
    expect(pathOf('/%5fheaders')).toBe('/_headers');
    expect(pathOf('?q=1')).toBe('/');
  });

  it('answers the targets that once crashed the server instead of throwing', () => {
    expect(pathOf('//')).toBe('/');
    expect(pathOf('///')).toBe('/');
    expect(pathOf('//%00')).toBe(400);
    expect(pathOf('/\\')).toBe('/\\');
    expect(pathOf('http://[')).toBe('/');
  });

  it('takes absolute-form targets and ignores their host', () => {
    expect(pathOf('http://example.com/services/cloud?x')).toBe('/services/cloud');
    expect(pathOf('HTTPS://evil.example')).toBe('/');
  });

  it('refuses what it cannot read, with the status to answer', () => {
    expect(pathOf('')).toBe(400);
    expect(pathOf('*')).toBe(400);
    expect(pathOf('services')).toBe(400);
    expect(pathOf('ftp://x/y')).toBe(400);
    expect(pathOf('/%zz')).toBe(400);
    expect(pathOf('/%c0%af')).toBe(400);
    expect(pathOf('/a%0d%0aSet-Cookie:x')).toBe(400);
    expect(pathOf('/../etc/passwd')).toBe(400);
    expect(pathOf('/' + 'a'.repeat(maxTargetLength))).toBe(414);
  });
});
